import type { InfiniteQueryObserverResult } from "@tanstack/react-query";
import { Button, type ButtonSize } from "./button";
import { Spinner } from "./spinner";
import styles from "./load-more.module.css";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";

/** What LoadMore needs of a keyset-paged list (a `useInfiniteQuery` result). */
export type NextPages = Pick<
  InfiniteQueryObserverResult,
  "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage"
>;

/** Said when the next page could not be loaded; the button stays to try again. */
export const LOAD_MORE_FAILED = m.load_more_failed({}, { locale: "en" });

/**
 * The button under a list that pages newest first: it loads the next page,
 * shows that it is loading, and says so when that page failed (on one bar of
 * signal it often does) instead of going quiet. Nothing when no page follows.
 */
export function LoadMore({ list, label, size }: { list: NextPages; label?: string; size?: ButtonSize }) {
  // The list's screen's language: the portal's (the client's) or the staff area's (English).
  const locale = useLocale();
  if (!list.hasNextPage) return null;
  const failed = list.isFetchNextPageError && !list.isFetchingNextPage;
  return (
    <div className={styles.more}>
      <Button
        variant="outline"
        size={size}
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? <Spinner /> : null}
        {list.isFetchingNextPage ? m.loading({}, { locale }) : (label ?? m.load_more({}, { locale }))}
      </Button>
      {failed ? (
        <p role="alert" className={styles.failed}>
          {m.load_more_failed({}, { locale })}
        </p>
      ) : null}
    </div>
  );
}
