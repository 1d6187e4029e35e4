import { useEffect, useMemo } from "react";

/** An object URL for a Blob while the component shows it; revoked when the Blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
