// The home feed (spec sections 2 and 9): promo banner, search by title (in the URL), 12 posts, Load More adds 5
// after 1 s (dimmed and disabled while it waits), and the profile side card on wide screens.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMediaQuery } from '@/hooks/use-media-query';
import { MAX_FEED_LIMIT, useFeedPostsQuery } from '../api/feed-api';
import { PostCard, PostCardSkeleton } from './post-card';
import { ProfileSideCard } from './profile-side-card';
import { PromoBanner } from './promo-banner';
import '../feed.css';

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export const FEED_FIRST_PAGE = 12;
export const FEED_LOAD_MORE = 5;
export const LOAD_MORE_DELAY_MS = 1000;

export function Feed() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [visible, setVisible] = useState(FEED_FIRST_PAGE);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const wide = useMediaQuery('(min-width: 992px)');
  const { data, isLoading, isFetching, isError, refetch } = useFeedPostsQuery({ limit: visible, q });

  // A new search starts again at 12.
  useEffect(() => {
    setVisible(FEED_FIRST_PAGE);
    setWaiting(false);
    window.clearTimeout(timer.current);
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function loadMore() {
    if (waiting) return;
    setWaiting(true);
    timer.current = window.setTimeout(() => {
      setVisible((count) => Math.min(count + FEED_LOAD_MORE, MAX_FEED_LIMIT));
      setWaiting(false);
    }, LOAD_MORE_DELAY_MS);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formText(new FormData(event.currentTarget), 'q').trim();
    setSearchParams(value ? { q: value } : {});
  }

  const posts = data?.posts ?? [];
  const total = data?.total ?? 0;
  const canLoadMore = posts.length < total && visible < MAX_FEED_LIMIT;
  const busy = waiting || (isFetching && !isLoading);

  return (
    <div className="feed-layout">
      <div className="feed-layout__main">
        <PromoBanner />
        <form className="feed-search" role="search" onSubmit={onSearch}>
          <label htmlFor="feed-search-input" className="visually-hidden">
            Search posts by title
          </label>
          <input
            id="feed-search-input"
            key={q}
            name="q"
            type="search"
            className="form-control"
            placeholder="Search posts by title"
            defaultValue={q}
            maxLength={100}
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
        <h2 className="visually-hidden">Posts</h2>
        {isLoading ? (
          <div role="status" aria-live="polite" className="feed-list">
            <span className="visually-hidden">Loading posts</span>
            <PostCardSkeleton />
            <PostCardSkeleton />
            <PostCardSkeleton />
          </div>
        ) : isError && !data ? (
          <div className="list-state list-state--error" role="alert">
            <p>Something went wrong</p>
            <button type="button" className="btn btn-outline-primary" onClick={() => void refetch()}>
              Retry
            </button>
          </div>
        ) : posts.length === 0 ? (
          <p className="list-state list-state--empty">{q ? `No posts match "${q}".` : 'No posts yet.'}</p>
        ) : (
          <>
            <div className="feed-list">
              {posts.map((post, index) => (
                <PostCard key={post.id} post={post} priority={index === 0} />
              ))}
            </div>
            {canLoadMore ? (
              <div className="feed-more">
                <button
                  type="button"
                  className={`btn btn-outline-primary${busy ? ' is-waiting' : ''}`}
                  onClick={loadMore}
                  disabled={busy}
                  aria-busy={busy}
                >
                  {busy ? 'Loading…' : 'Load More'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      {wide ? (
        <div className="feed-layout__side">
          <ProfileSideCard />
        </div>
      ) : null}
    </div>
  );
}
