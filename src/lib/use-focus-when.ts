import { useEffect, useRef, type RefObject } from "react";

/**
 * Moves focus to `target` when `shown` turns true after the page is running:
 * an answer that replaces the form the focus was in. React has put the
 * element on screen by the time an effect runs, which a timer or an animation
 * frame started beside the state change does not promise on a busy phone.
 * A page that opens with `shown` already true (the server's answer to a form
 * sent without JavaScript) keeps the browser's own focus.
 */
export function useFocusWhen(target: RefObject<HTMLElement | null>, shown: boolean): void {
  const shownAtStart = useRef(shown);
  useEffect(() => {
    if (!shown) {
      shownAtStart.current = false;
      return;
    }
    if (!shownAtStart.current) target.current?.focus();
  }, [shown, target]);
}
