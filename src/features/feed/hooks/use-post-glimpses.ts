// The newest few posts as glimpses (the landing page): picture, title and author.
import type { Glimpse } from '@/components/ui/glimpse-section';
import { useRecentPostsQuery } from '../api/recent-posts-api';
import { authorName } from '../author';

export function usePostGlimpses(limit: number): { items: Glimpse[] | undefined; failed: boolean } {
  const { data, isError } = useRecentPostsQuery(limit);
  const items = data?.map((post) => ({
    id: post.id,
    title: post.title,
    image: post.images[0],
    variants: post.image_variants[0],
    detail: authorName(post.author),
  }));
  return { items, failed: isError };
}
