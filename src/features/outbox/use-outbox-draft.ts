import { useEffect, useRef } from "react";
import { getOutboxRecord, type OutboxKind, type OutboxRecord } from "./outbox";

/**
 * Loads a request of this kind from the outbox (a refused one the visitor
 * chose to fix) once the page is in the browser, and hands it to `load`.
 */
export function useOutboxDraft(
  kind: OutboxKind,
  draftId: string | undefined,
  load: (record: OutboxRecord) => void,
) {
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    if (!draftId) return;
    let current = true;
    getOutboxRecord(draftId).then(
      (record) => {
        if (current && record?.kind === kind) latestLoad.current(record);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, draftId]);
}
