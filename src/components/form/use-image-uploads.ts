// The state behind ImageUploadField: the chosen files with their previews, uploads (progress in bytes), refusals
// and files picked offline; it reports the uploaded URLs, whether any upload runs, and the files waiting to upload.
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/runtime';
import { checkUploadFile, previewOf, uploadFile, type UploadProgress, type UploadRules } from '@/lib/upload';

export interface UploadItem {
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

export interface ImageUploadsOptions {
  /** Called with the uploaded URLs (in the order chosen) whenever one finishes or is removed. */
  onChange: (urls: string[]) => void;
  /** Called with true while any upload is running. */
  onBusyChange?: (busy: boolean) => void;
  rules?: UploadRules;
  multiple: boolean;
  maxFiles: number;
  /** Images already uploaded (an edit form): listed first, kept unless removed. */
  initialUrls?: readonly string[];
  /** Images picked offline (from a draft): shown again, waiting to upload. */
  initialPending?: readonly File[];
  /** Called with the files picked offline whenever that list changes. */
  onPendingChange?: (files: File[]) => void;
}

let nextKey = 0;

/** A chosen file's entry, with its local preview; `pending`: kept to upload later (picked offline). */
function fileItem(file: File, pending: boolean): UploadItem {
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

/** The chosen images, `onFiles` for the input's new files (checked, then uploaded or kept), `remove` one, and the
 *  notice that names the files refused. */
export function useImageUploads({
  onChange,
  onBusyChange,
  rules,
  multiple,
  maxFiles,
  initialUrls,
  initialPending,
  onPendingChange,
}: ImageUploadsOptions) {
  const [items, setItems] = useState<UploadItem[]>(() => [
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

  function update(key: number, patch: Partial<UploadItem>) {
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

  return { items, notice, onFiles, remove };
}
