import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { CatchBoundary } from "@tanstack/react-router";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { usePackets } from "../packets/packet-store";

/** The failure state; `retry` is absent while a query waits for the signal (it resumes by itself). */
type Failed = (props: { error?: unknown; retry?: () => void }) => ReactNode;

/**
 * The part of a portal screen that shows what the server has, beside what
 * the phone knows (docs/decisions/0075-route-loaders.md). Its children read
 * their data with suspense queries, which the route's loader has started:
 * - with signal, `loading` shows until the data is there;
 * - without signal, `failed` shows (without an error) while the query waits
 *   for the signal, and the data replaces it by itself once it returns;
 * - a failed request shows `failed` with its error; `retry` asks again, and
 *   so do the signal coming back and a packet from this phone arriving (the
 *   server is reachable then, and has something new to show).
 * The rest of the screen (the packets on the phone) never waits for it.
 */
export function ServerSection({
  loading,
  failed,
  children,
}: {
  loading: ReactNode;
  failed: Failed;
  children: ReactNode;
}) {
  const queryErrors = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => "server-section"}
      errorComponent={({ error, reset }) => (
        <FailedUntilSignal
          failed={failed}
          error={error}
          retry={() => {
            queryErrors.reset();
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<Waiting loading={loading} failed={failed} />}>{children}</Suspense>
    </CatchBoundary>
  );
}

function Waiting({ loading, failed }: { loading: ReactNode; failed: Failed }) {
  return useOnlineStatus() ? loading : failed({});
}

/**
 * A failure, asked again when the signal returns and when a packet from this
 * phone has arrived: the first ask after the signal returns can still fail,
 * and a sent packet proves the server answers again. Never in a loop while
 * neither happens.
 */
function FailedUntilSignal({ failed, error, retry }: { failed: Failed; error: unknown; retry: () => void }) {
  const online = useOnlineStatus();
  const arrived = usePackets().filter((packet) => packet.state === "sent").length;
  const seen = useRef({ online, arrived });
  useEffect(() => {
    const before = seen.current;
    seen.current = { online, arrived };
    if ((online && !before.online) || arrived > before.arrived) retry();
  }, [online, arrived, retry]);
  return failed({ error, retry });
}
