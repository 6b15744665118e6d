/** How long the blob's address outlives the click: some browsers read it after click() returns. */
export const REVOKE_AFTER_MS = 10_000;

/** Hands `blob` to the browser as a download named `fileName` (a PDF, the users' CSV). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
}
