/**
 * Saves a Blob as a file, the way a download link would. Works for answers
 * fetched from the server or from the mocks alike (a plain link to an API
 * address is a page navigation, which the mocks never see).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(disposition: string | null): string | undefined {
  return (
    /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? /filename=([^;\s]+)/i.exec(disposition ?? "")?.[1]
  );
}
