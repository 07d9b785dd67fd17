// The page editor's Edit/Preview switch.
import { useT } from '@/i18n/use-t';

export function PageEditorMode({
  preview,
  onChange,
}: {
  preview: boolean;
  onChange: (preview: boolean) => void;
}) {
  const { t } = useT('static-pages');
  return (
    <div className="btn-group mb-3" role="group" aria-label={t('Mode')}>
      <button
        type="button"
        className={`btn btn-${preview ? 'outline-' : ''}primary`}
        aria-pressed={!preview}
        onClick={() => onChange(false)}
      >
        {t('Edit')}
      </button>
      <button
        type="button"
        className={`btn btn-${preview ? '' : 'outline-'}primary`}
        aria-pressed={preview}
        onClick={() => onChange(true)}
      >
        {t('Preview')}
      </button>
    </div>
  );
}
