// A person's or an organisation's small picture (SmallImage, loaded lazily), or in its place a placeholder hidden
// from screen readers (their initials), or nothing: the directory's cards, a post's author, the feed's profile card.
import type { CSSProperties } from 'react';
import { SmallImage } from './small-image';

export interface AvatarProps {
  src: string | null | undefined;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
  /** '' (the default) where the name stands beside the picture. */
  alt?: string;
  decoding?: 'async';
  /** Shown without a picture: its text (the initials) and look; nothing at all when absent. */
  placeholder?: { text: string; className: string; style?: CSSProperties };
}

export function Avatar({ src, size, alt = '', placeholder, ...image }: AvatarProps) {
  if (src) return <SmallImage src={src} alt={alt} width={size} height={size} loading="lazy" {...image} />;
  if (!placeholder) return null;
  const { text, ...look } = placeholder;
  return (
    <span {...look} aria-hidden="true">
      {text}
    </span>
  );
}
