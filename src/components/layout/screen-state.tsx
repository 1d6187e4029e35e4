import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { ApiRequestError } from "../../lib/api";
import { Button } from "../ui/button";
import { Notice } from "../ui/notice";
import { Spinner } from "../ui/spinner";
import styles from "./screen-state.module.css";

/**
 * A signed-in screen's `pendingComponent`: shown in the screen's frame while
 * its route loader waits for the data (docs/decisions/0075-route-loaders.md).
 */
export function ScreenLoading({ message }: { message: string }) {
  return (
    <p className={styles.loading} role="status">
      <Spinner size={22} />
      {message}
    </p>
  );
}

/**
 * A signed-in screen's `errorComponent`: its loader failed. Try again runs
 * the loaders again (`router.invalidate()`); the query error boundary is
 * reset first, so the screen's suspense queries fetch anew rather than
 * throw the old error.
 */
export function ScreenLoadFailed({ title, error }: Pick<ErrorComponentProps, "error"> & { title: string }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  return (
    <Notice
      tone="error"
      role="alert"
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      }
    >
      <p>
        {error instanceof ApiRequestError
          ? error.message
          : "It could not be reached. Check your connection and try again."}
      </p>
    </Notice>
  );
}
