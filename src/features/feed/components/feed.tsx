// The home feed (spec sections 2 and 9): promo banner, search by title (in the URL), 12 posts, Load More adds 5
// after 1 s (dimmed and disabled while it waits), and the profile side card on wide screens.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { QuerySearchForm } from '@/components/ui/query-search-form';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useT } from '@/i18n/use-t';
import { useFeedPostsInfiniteQuery, type Post } from '../api/feed-api';
import { PostCard, PostCardSkeleton } from './post-card';
import { PromoBanner } from './promo-banner';

// Wide screens only, and it shows nothing to anonymous visitors (most first loads): kept out of the first load.
const ProfileSideCard = lazyWithStyles(() =>
  import('./profile-side-card').then((module) => ({ default: module.ProfileSideCard })),
);

export const LOAD_MORE_DELAY_MS = 1000;

/** The pages in order, each post once (a post published between two loads shifts the offsets by one). */
function uniquePosts(pages: { posts: Post[] }[] | undefined): Post[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.id) && seen.add(post.id));
}

/** `beforePosts`: what the page puts between the search and the posts (a signed-in member's For you strip). */
export function Feed({ beforePosts }: { beforePosts?: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const wide = useMediaQuery('(min-width: 992px)');
  const { t } = useT('feed');
  // A new search is a new query: it starts again at 12.
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useFeedPostsInfiniteQuery({ q });

  useEffect(() => {
    setWaiting(false);
    window.clearTimeout(timer.current);
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function loadMore() {
    if (waiting) return;
    setWaiting(true);
    timer.current = window.setTimeout(() => {
      setWaiting(false);
      void fetchNextPage();
    }, LOAD_MORE_DELAY_MS);
  }

  const onSearch = (value: string) => setSearchParams(value ? { q: value } : {});

  const posts = useMemo(() => uniquePosts(data?.pages), [data]);
  const busy = waiting || isFetchingNextPage;

  return (
    <div className="feed-layout split-layout split-layout--from-lg">
      <div className="feed-layout__main">
        <PromoBanner />
        <QuerySearchForm
          className="feed-search"
          inputId="feed-search-input"
          query={q}
          label={t('Search posts by title')}
          buttonText={t('Search')}
          onSearch={onSearch}
        />
        {q ? null : beforePosts}
        <h2 className="visually-hidden">{t('Posts')}</h2>
        {isLoading ? (
          <div role="status" aria-live="polite" className="feed-list">
            <span className="visually-hidden">{t('Loading posts')}</span>
            <PostCardSkeleton />
            <PostCardSkeleton />
            <PostCardSkeleton />
          </div>
        ) : isError && !data ? (
          <ErrorState message={t('Something went wrong')} onRetry={() => void refetch()} />
        ) : posts.length === 0 ? (
          <p className="list-state list-state--empty">
            {q ? t('No posts match "{{q}}".', { q }) : t('No posts yet.')}
          </p>
        ) : (
          <>
            <div className="feed-list">
              {posts.map((post, index) => (
                <PostCard key={post.id} post={post} priority={index === 0} />
              ))}
            </div>
            {hasNextPage ? (
              <div className="feed-more">
                <button
                  type="button"
                  className={`btn btn-outline-primary${busy ? ' is-waiting' : ''}`}
                  onClick={loadMore}
                  disabled={busy}
                  aria-busy={busy}
                >
                  {busy ? (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  ) : null}
                  {t('Load More')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      {wide ? (
        <div className="feed-layout__side">
          <Suspense fallback={null}>
            <ProfileSideCard />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
