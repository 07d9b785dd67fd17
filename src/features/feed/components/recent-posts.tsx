// The newest few posts, compact (the landing page): image, title and author; the feed link says where to read on.
import { Link } from 'react-router-dom';
import { ItemImage } from '@/components/ui/item-image';
import { paths } from '@/config/paths';
import { useRecentPostsQuery } from '../api/feed-api';
import { authorName } from '../author';

export function RecentPosts({ limit, headingId }: { limit: number; headingId: string }) {
  const { data, isLoading, isError } = useRecentPostsQuery(limit);
  // A host without the list (or an empty portal) leaves the landing page without this section.
  if (isError || (!isLoading && (!data || data.length === 0))) return null;
  return (
    <section className="landing-section" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className="h4">
        Recent posts
      </h2>
      <ul className="landing-grid">
        {(data ?? Array.from({ length: limit }, () => null)).map((post, index) => (
          <li key={post?.id ?? `loading-${index}`} className="landing-item">
            {post ? (
              <>
                <ItemImage
                  src={post.images[0]}
                  variants={post.image_variants[0]}
                  alt={post.title}
                  width={320}
                  height={180}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="landing-item__image"
                />
                <h3 className="landing-item__title">{post.title}</h3>
                <p className="landing-item__meta">{authorName(post.author)}</p>
              </>
            ) : (
              <div className="skeleton landing-item__image" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
      <Link to={paths.home} className="btn btn-outline-primary">
        See all posts in the feed
      </Link>
    </section>
  );
}
