// The newest few posts (the landing page), as glimpses: picture, title and author, and the way to the feed.
import { GlimpseSection } from '@/components/ui/glimpse-section';
import { paths } from '@/config/paths';
import { useRecentPostsQuery } from '../api/recent-posts-api';
import { authorName } from '../author';

export function RecentPosts({ limit, headingId }: { limit: number; headingId: string }) {
  const { data, isError } = useRecentPostsQuery(limit);
  return (
    <GlimpseSection
      heading="Recent posts"
      headingId={headingId}
      items={data?.map((post) => ({
        id: post.id,
        title: post.title,
        image: post.images[0],
        variants: post.image_variants[0],
        detail: authorName(post.author),
      }))}
      failed={isError}
      placeholders={limit}
      more={{ to: paths.home, label: 'See all posts in the feed' }}
    />
  );
}
