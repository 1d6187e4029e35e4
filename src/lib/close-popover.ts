import type { MouseEvent } from "react";

/**
 * Closes the popover a chosen link sits in. When the app renders the next
 * page itself (client-side navigation), no new document loads to close it;
 * hiding it by script also gives focus back to the button that opened it.
 */
export const closeEnclosingPopover = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover();
