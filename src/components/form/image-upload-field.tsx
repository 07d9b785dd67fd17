// An image picker for create forms: checks each file, uploads it through the upload service (photos shrunk first)
// with a progress bar that names the bytes sent, shows a local preview and a Remove button, and reports the uploaded
// URLs (src/lib/upload.ts).
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  checkUploadFile,
  formatUploadProgress,
  IMAGE_TYPES,
  previewOf,
  uploadFile,
  type UploadProgress,
  type UploadRules,
} from '@/lib/upload';

interface Item {
  key: number;
  name: string;
  /** The local preview while the file is fine; null once the upload is refused. */
  preview: string | null;
  revoke: () => void;
  progress: number;
  /** The bytes sent of the (shrunk) file; null while the photo is being prepared. */
  sent: UploadProgress | null;
  url: string | null;
  error: string | null;
  /** Picked while offline: the file itself, kept with the draft and uploaded when the form is sent online. */
  pending: File | null;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** Called with the uploaded URLs (in the order chosen) whenever one finishes or is removed. */
  onChange: (urls: string[]) => void;
  /** Called with true while any upload is running. */
  onBusyChange?: (busy: boolean) => void;
  /** The form's error for this field (e.g. 'All fields are required for the post'). */
  error?: string;
  rules?: UploadRules;
  multiple?: boolean;
  maxFiles?: number;
  /** Images already uploaded (an edit form): listed first, kept unless removed. */
  initialUrls?: readonly string[];
  /** Images picked offline (from a draft): shown again, waiting to upload. */
  initialPending?: readonly File[];
  /** Called with the files picked offline whenever that list changes. */
  onPendingChange?: (files: File[]) => void;
}

let nextKey = 0;

/** A chosen file's entry, with its local preview; `pending`: kept to upload later (picked offline). */
function fileItem(file: File, pending: boolean): Item {
  const { url, revoke } = previewOf(file);
  return {
    key: (nextKey += 1),
    name: file.name,
    preview: url,
    revoke,
    progress: 0,
    sent: null,
    url: null,
    error: null,
    pending: pending ? file : null,
  };
}

export function ImageUploadField({
  id,
  label,
  onChange,
  onBusyChange,
  error,
  rules,
  multiple = true,
  maxFiles = 10,
  initialUrls,
  initialPending,
  onPendingChange,
}: ImageUploadFieldProps) {
  useT(); // re-renders in a new language
  const [items, setItems] = useState<Item[]>(() => [
    ...(initialUrls ?? []).map((url) => ({
      key: (nextKey += 1),
      name: url.split('/').pop() || url,
      preview: url,
      revoke: () => undefined,
      progress: 100,
      sent: null,
      url,
      error: null,
      pending: null,
    })),
    ...(initialPending ?? []).map((file) => fileItem(file, true)),
  ]);
  const [notice, setNotice] = useState<string | null>(null);
  const itemsRef = useRef(items);
  const onChangeRef = useRef(onChange);
  const onBusyRef = useRef(onBusyChange);
  const onPendingRef = useRef(onPendingChange);
  // Latest values for callbacks and cleanup (declared first, so it runs before the effects below).
  useEffect(() => {
    itemsRef.current = items;
    onChangeRef.current = onChange;
    onBusyRef.current = onBusyChange;
    onPendingRef.current = onPendingChange;
  });
  const types = rules?.types ?? IMAGE_TYPES;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;

  const urls = items
    .filter((item) => item.url)
    .map((item) => item.url as string)
    .join('\n');
  const busy = items.some((item) => !item.url && !item.error && !item.pending);
  const pendingKeys = items
    .filter((item) => item.pending)
    .map((item) => item.key)
    .join(',');
  useEffect(() => {
    onPendingRef.current?.(itemsRef.current.flatMap((item) => (item.pending ? [item.pending] : [])));
  }, [pendingKeys]);
  useEffect(() => {
    onChangeRef.current(urls ? urls.split('\n') : []);
  }, [urls]);
  useEffect(() => {
    onBusyRef.current?.(busy);
  }, [busy]);
  // Free the previews when the field goes away.
  useEffect(() => () => itemsRef.current.forEach((item) => item.revoke()), []);

  function update(key: number, patch: Partial<Item>) {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  function onFiles(list: FileList | null) {
    if (!list) return;
    const files = Array.from(list);
    const problems: string[] = [];
    const room = maxFiles - itemsRef.current.length;
    const accepted: File[] = [];
    for (const file of files) {
      // The size limit applies to the photo as it will be sent (shrunk), not as the camera wrote it.
      const problem = checkUploadFile(file, { shrinkPhotos: true, ...rules });
      if (problem) problems.push(problem);
      else if (accepted.length < room) accepted.push(file);
      else problems.push(t('At most {{max}} images.', { max: maxFiles }));
    }
    setNotice(problems.length > 0 ? [...new Set(problems)].join(' ') : null);
    const added = accepted.map((file) => {
      // Offline, nothing can upload: the file waits with the draft.
      if (isOffline()) return fileItem(file, true);
      const item = fileItem(file, false);
      uploadFile(file, {
        maxBytes: rules?.maxBytes,
        onProgress: (sent) => update(item.key, { progress: sent.percent, sent }),
      })
        .then((result) => update(item.key, { url: result.url, progress: 100 }))
        .catch((err: unknown) => {
          // The network went while it uploaded: the file waits with the draft instead.
          if (isOffline()) return update(item.key, { pending: file, progress: 0, sent: null });
          // A refused file keeps no preview (it may be no image at all: a broken picture) and no bar.
          item.revoke();
          update(item.key, {
            preview: null,
            error: err instanceof Error ? err.message : `${file.name} could not be uploaded.`,
          });
        });
      return item;
    });
    setItems((current) => (multiple ? [...current, ...added] : added.slice(0, 1)));
  }

  function remove(key: number) {
    const item = itemsRef.current.find((entry) => entry.key === key);
    item?.revoke();
    setItems((current) => current.filter((entry) => entry.key !== key));
  }

  const describedBy =
    [error ? errorId : null, notice ? noticeId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="image-upload-field mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={`form-control${error ? ' is-invalid' : ''}`}
        accept={types.join(',')}
        multiple={multiple}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {notice ? (
        <div id={noticeId} className="text-danger small mt-1" role="alert">
          {notice}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="image-upload-field__list list-unstyled d-flex flex-wrap gap-2 mt-2">
          {items.map((item, index) => (
            <li key={item.key} className="image-upload-field__item" style={{ width: 120 }}>
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
                onClick={() => remove(item.key)}
                aria-label={t('Remove image {{number}} ({{name}})', { number: index + 1, name: item.name })}
              >
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
