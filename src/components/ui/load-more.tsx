import type { InfiniteQueryObserverResult } from "@tanstack/react-query";
import { Button, type ButtonSize } from "./button";
import { Spinner } from "./spinner";
import styles from "./load-more.module.css";

/** What LoadMore needs of a keyset-paged list (a `useInfiniteQuery` result). */
export type NextPages = Pick<
  InfiniteQueryObserverResult,
  "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage"
>;

/** Said when the next page could not be loaded; the button stays to try again. */
export const LOAD_MORE_FAILED = "The next ones could not be loaded. Check your connection and try again.";

/**
 * The button under a list that pages newest first: it loads the next page,
 * shows that it is loading, and says so when that page failed (on one bar of
 * signal it often does) instead of going quiet. Nothing when no page follows.
 */
export function LoadMore({
  list,
  label = "Load more",
  size,
}: {
  list: NextPages;
  label?: string;
  size?: ButtonSize;
}) {
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
        {list.isFetchingNextPage ? "Loading..." : label}
      </Button>
      {failed ? (
        <p role="alert" className={styles.failed}>
          {LOAD_MORE_FAILED}
        </p>
      ) : null}
    </div>
  );
}
