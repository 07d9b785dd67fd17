// Hands data to the browser as a downloaded file: a Blob behind an object URL and a clicked link, no new tab.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
