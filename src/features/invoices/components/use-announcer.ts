import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A polite live region's text: `announce` clears it first, so the same
 * words said twice are read twice.
 */
export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage("");
    timer.current = setTimeout(() => setMessage(next), 100);
  }, []);
  return [message, announce];
}
