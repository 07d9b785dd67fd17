// One post of the feed (spec section 2): author, title, a 100-character preview, images and the local like toggle;
// the author's Edit and Delete, an admin's Take down (issue 14).
import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { ReportLink } from '@/components/report/report-link';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { manageRole } from '@/lib/can-manage';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useT } from '@/i18n/use-t';
import { useLazyFeedAuthorProfileQuery, type Post } from '../api/feed-api';
import {
  authorAvailable,
  authorField,
  authorImage,
  authorName,
  authorSpecialty,
  inferAuthorKind,
} from '../author';
import { initialsOf, truncateGraphemes } from '@/lib/graphemes';
import { useLikedPost } from '../liked-posts';
import { PostImage, type ImageSource } from './post-image';

// The feed is the first load: the actions load only for a card the viewer may manage (their own, or any for an admin).
const PostManageActions = lazyWithStyles(() =>
  import('./post-manage-actions').then((module) => ({ default: module.PostManageActions })),
);
// Only posts with several images have a carousel: it loads with the first such card, which shows its first image
// meanwhile (the carousel opens on it, so nothing changes but the controls appearing).
const ImageCarousel = lazyWithStyles(() =>
  import('./image-carousel').then((module) => ({ default: module.ImageCarousel })),
);

export const DESCRIPTION_PREVIEW = 100;

export function previewText(text: string, expanded: boolean): string {
  return expanded ? text : truncateGraphemes(text, DESCRIPTION_PREVIEW);
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.5 1.1 4.3 2.5h2.6C14.1 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function SingleImage({ image, priority }: { image: ImageSource; priority: boolean }) {
  return (
    <div className="post-card__image">
      <PostImage image={image} priority={priority} />
    </div>
  );
}

export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const navigate = useNavigate();
  const { t } = useT('feed');
  const titleId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const [liked, toggleLike] = useLikedPost(post.id);
  const [loadProfile, { isFetching: openingProfile }] = useLazyFeedAuthorProfileQuery();
  const author = post.author;
  const manageable = manageRole(useViewer(), author?.id, true) !== null;
  const name = authorName(author);
  const image = authorImage(author);
  const specialty = authorSpecialty(author);
  const field = authorField(author);
  const likes = post.likes + (liked ? 1 : 0);
  const images: ImageSource[] = post.images.map((src, i) => ({
    src,
    alt:
      post.images.length > 1
        ? t('{{title}} (image {{number}})', { title: post.title, number: i + 1 })
        : post.title,
    variants: post.image_variants[i],
  }));

  async function openAuthor() {
    const kind = inferAuthorKind(author);
    if (!author?.id || !kind) {
      console.warn('Post without author information', post.id);
      return;
    }
    try {
      const profile = await loadProfile({ kind, id: author.id }, true).unwrap();
      await navigate(paths.publicProfile(author.id), { state: { profile, type: kind } });
    } catch {
      // the error toast (server message or 'An error occurred while verifying the user.') is shown centrally
    }
  }

  return (
    <article className="post-card" aria-labelledby={titleId}>
      <header className="post-card__header">
        <button
          type="button"
          className="post-card__author"
          onClick={() => void openAuthor()}
          disabled={openingProfile}
          aria-label={t("View {{name}}'s profile", { name })}
        >
          <Avatar
            src={image}
            size={48}
            className="post-card__avatar"
            decoding="async"
            placeholder={{
              text: initialsOf(name),
              className: 'post-card__avatar post-card__avatar--initials',
            }}
          />
          <span className="post-card__name">{name}</span>
        </button>
        <div className="post-card__meta">
          {authorAvailable(author) ? (
            <span className="badge post-card__available">{t('Available to work')}</span>
          ) : null}
          {specialty ? <span className="post-card__specialty">{specialty}</span> : null}
          {field ? <span className="post-card__field">{field}</span> : null}
        </div>
      </header>
      <h3 id={titleId} className="post-card__title">
        {post.title}
      </h3>
      <p id={descriptionId} className="post-card__description">
        {previewText(post.description, expanded)}
      </p>
      {previewText(post.description, false) !== post.description ? (
        <button
          type="button"
          className="btn btn-link p-0 post-card__more"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('Show less') : t('Read more')}
        </button>
      ) : null}
      {images.length > 1 ? (
        <Suspense fallback={<SingleImage image={images[0]} priority={priority} />}>
          <ImageCarousel images={images} label={post.title} priority={priority} />
        </Suspense>
      ) : images.length === 1 ? (
        <SingleImage image={images[0]} priority={priority} />
      ) : null}
      <footer className="post-card__footer">
        <button
          type="button"
          className={`post-card__like${liked ? ' is-liked' : ''}`}
          aria-pressed={liked}
          aria-label={t('Like {{title}}', { title: post.title })}
          onClick={toggleLike}
        >
          <HeartIcon filled={liked} />
        </button>
        <span className="post-card__likes" aria-live="polite">
          {t('{{count}} like', { count: likes, plural: '{{count}} likes' })}
        </span>
        <ReportLink
          itemType="post"
          itemId={post.id}
          ownerId={author?.id}
          title={post.title}
          className="ms-auto text-end"
        />
      </footer>
      {manageable ? (
        <Suspense fallback={null}>
          <PostManageActions post={{ ...post, authorId: author?.id }} takeDown />
        </Suspense>
      ) : null}
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="post-card post-card--skeleton" aria-hidden="true">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
      <div className="skeleton skeleton--image" />
    </div>
  );
}
