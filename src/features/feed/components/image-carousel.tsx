// A small accessible carousel for a post's images: 5000 ms autoplay (paused on hover, focus and reduced motion),
// 40 px swipe threshold, Previous/Next buttons and arrow keys. With data saver on it neither autoplays nor loads the
// slides the visitor has not asked for: only the shown slide has an image.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useDataSaver } from '@/lib/data-saver';
import { useT } from '@/i18n/use-t';
import { PostImage, type ImageSource } from './post-image';

export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function ImageCarousel({
  images,
  label,
  priority = false,
}: {
  images: ImageSource[];
  label: string;
  priority?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const startX = useRef<number | null>(null);
  const statusId = useId();
  const count = images.length;
  const dataSaver = useDataSaver();
  const { t } = useT('feed');
  const paused = hovered || focused || dataSaver;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const previous = () => setIndex((current) => (current - 1 + count) % count);
  const next = () => setIndex((current) => (current + 1) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    startX.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (startX.current === null) return;
    const delta = event.clientX - startX.current;
    startX.current = null;
    if (delta <= -SWIPE_THRESHOLD_PX) next();
    else if (delta >= SWIPE_THRESHOLD_PX) previous();
  }

  return (
    <div
      className="carousel-lite"
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={t('Images: {{label}}', { label })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="carousel-lite__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
      >
        {images.map((image, i) => (
          <div
            key={`${image.src}-${i}`}
            className={`carousel-lite__slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('{{number}} of {{count}}', { number: i + 1, count })}
            aria-hidden={i !== index}
          >
            {dataSaver && i !== index ? null : <PostImage image={image} priority={priority && i === 0} />}
          </div>
        ))}
      </div>
      <div className="carousel-lite__controls">
        <button
          type="button"
          className="btn btn-sm btn-light"
          onClick={previous}
          aria-label={t('Previous image')}
        >
          <span aria-hidden="true">‹</span> {t('Previous')}
        </button>
        <span id={statusId} className="carousel-lite__status" aria-live={paused ? 'polite' : 'off'}>
          {t('Image {{number}} of {{count}}', { number: index + 1, count })}
        </span>
        <button type="button" className="btn btn-sm btn-light" onClick={next} aria-label={t('Next image')}>
          {t('Next')} <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
