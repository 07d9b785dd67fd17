// Data saver's stand-in for an image below the first screen: a box of the image's size (nothing moves when the
// image arrives) with a 'Show image' button naming it by its alt text; the image loads only after the tap.
import { useState, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

export interface TapToShowProps {
  /** When false, the image shows at once (data saver off, or the first screen). */
  wait: boolean;
  alt: string;
  width: number;
  height: number;
  /** The image's own classes, so the stand-in takes the same box. */
  className?: string;
  children: ReactNode;
}

export function TapToShow({ wait, alt, width, height, className, children }: TapToShowProps) {
  const [shown, setShown] = useState(false);
  const { t } = useT();
  if (!wait || shown) return <>{children}</>;
  return (
    <button
      type="button"
      className={`image-tap ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      onClick={() => setShown(true)}
    >
      <strong>{t('Show image')}</strong>
      <small>{alt}</small>
    </button>
  );
}
