import { mayBeOnline } from "../../lib/send-lock";

/**
 * What a portal route's loader waits for (docs/decisions/0075-route-loaders.md):
 * with signal, the server's data (`queryClient.ensureQueryData(...)`), so the
 * screen opens with it; without signal, nothing, so the screen opens at once
 * with what the phone knows. A failure never stops the screen: its
 * ServerSection shows it from the query's state.
 */
export async function serverData(load: Promise<unknown>): Promise<void> {
  const settled = load.then(
    () => undefined,
    () => undefined,
  );
  if (mayBeOnline()) await settled;
}
