// One chosen image of ImageUploadField: its preview (or name), its upload's progress in bytes, its refusal or
// its wait for the network, and its Remove button.
import { t } from '@/i18n/runtime';
import { formatUploadProgress } from '@/lib/upload';
import type { UploadItem } from './use-image-uploads';

export function ImageUploadItem({
  item,
  index,
  onRemove,
}: {
  item: UploadItem;
  index: number;
  onRemove: () => void;
}) {
  return (
    <li className="image-upload-field__item" style={{ width: 120 }}>
      {item.preview ? (
        <img
          src={item.preview}
          alt={t('Preview of {{name}}', { name: item.name })}
          width={120}
          height={90}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <p className="small text-break mb-1">{item.name}</p>
      )}
      {item.pending ? (
        <p className="small text-muted mb-1">{t('Uploads when you post online')}</p>
      ) : item.error ? (
        <p className="text-danger small mb-1" role="alert">
          {item.error}
        </p>
      ) : (
        <>
          <div
            className="progress mt-1"
            role="progressbar"
            aria-label={t('Upload of {{name}}', { name: item.name })}
            aria-valuenow={item.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={formatUploadProgress(item.sent)}
            style={{ height: 6 }}
          >
            <div className="progress-bar" style={{ width: `${item.progress}%` }} />
          </div>
          {item.url && !item.sent ? null : (
            <p className="small text-muted mb-1 image-upload-field__bytes">
              {formatUploadProgress(item.sent)}
            </p>
          )}
        </>
      )}
      <span className="visually-hidden" aria-live="polite">
        {item.url ? t('{{name}} uploaded', { name: item.name }) : ''}
      </span>
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        onClick={onRemove}
        aria-label={t('Remove image {{number}} ({{name}})', { number: index + 1, name: item.name })}
      >
        {t('Remove')}
      </button>
    </li>
  );
}
