// The images an edited item already has (tool, opportunity, training: forms whose new files upload on submit): each
// shown with a Remove button; what is left is sent with the newly chosen files (issue 14).
import { useState } from 'react';
import { useT } from '@/i18n/use-t';

/** The kept images, and the yup context that lets a form with kept images need no new file. */
export function useKeptImages(initial: readonly string[] | undefined) {
  const [kept, setKept] = useState<string[]>(() => [...(initial ?? [])]);
  return { kept, setKept, context: { keptImages: kept.length } };
}

export function KeptImages({
  urls,
  onChange,
  label,
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  label: string;
}) {
  const { t } = useT();
  if (urls.length === 0) return null;
  return (
    <section className="mb-3" aria-label={label}>
      <h3 className="form-label fs-6 fw-normal mb-1">{label}</h3>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {urls.map((url, index) => (
          <li key={url} style={{ width: 120 }}>
            <img
              src={url}
              alt={t('Image {{number}}', { number: index + 1 })}
              width={120}
              height={90}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              onClick={() => onChange(urls.filter((other) => other !== url))}
            >
              {t('Remove')}{' '}
              <span className="visually-hidden">{t('image {{number}}', { number: index + 1 })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
