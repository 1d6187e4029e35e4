import type { RequestKind, RequestValues } from "./request-kinds";

/**
 * What this tab remembers about a request form (sessionStorage, per tab):
 * either the entries of a request being written (a draft), or what became
 * of the last one sent. A draft stops being a draft the moment its request
 * is sent or saved on the device: coming back to the form then says what
 * happened instead of offering the same request again.
 * See docs/decisions/0006-request-drafts.md.
 */
export type RequestMemory =
  | { type: "draft"; values: Partial<RequestValues> }
  | { type: "sent"; reference: string }
  | { type: "saved"; idempotencyKey: string };

const key = (kind: RequestKind) => `tpf:request:${kind}`;

export function readMemory(kind: RequestKind, defaults: RequestValues): RequestMemory | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(key(kind)) ?? "null");
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== "object") return undefined;
  const memory = parsed as Record<string, unknown>;
  if (memory.type === "sent" && typeof memory.reference === "string") {
    return { type: "sent", reference: memory.reference };
  }
  if (memory.type === "saved") {
    // A tab that saved a request before the app's update remembers its key as `id`.
    const idempotencyKey = memory.idempotencyKey ?? memory.id;
    if (typeof idempotencyKey === "string") return { type: "saved", idempotencyKey };
  }
  if (memory.type === "draft" && memory.values && typeof memory.values === "object") {
    // Only known fields with the type of their default: an edited entry cannot inject anything.
    const values: Record<string, string | boolean> = {};
    for (const [name, fallback] of Object.entries(defaults)) {
      const value = (memory.values as Record<string, unknown>)[name];
      if (typeof value === typeof fallback) values[name] = value as string | boolean;
    }
    return { type: "draft", values: values as Partial<RequestValues> };
  }
  return undefined;
}

export function writeMemory(kind: RequestKind, memory: RequestMemory | undefined): void {
  try {
    if (memory) sessionStorage.setItem(key(kind), JSON.stringify(memory));
    else sessionStorage.removeItem(key(kind));
  } catch {
    // Storage full or disabled: the form still works, only this tab forgets it.
  }
}

/** The entries that differ from an empty form, or undefined when there are none. */
export function typedEntries(
  values: RequestValues,
  defaults: RequestValues,
): Partial<RequestValues> | undefined {
  const entries = Object.entries(values).filter(([name, value]) => value !== defaults[name]);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<RequestValues>) : undefined;
}

/**
 * A draft's entries over the values the page starts with: what the
 * visitor typed wins, but an empty field of an old draft never hides what
 * the address pre-filled (`?tier=gold`).
 */
export function withDraft(start: RequestValues, draft: Partial<RequestValues>): RequestValues {
  const values: Record<string, string | boolean> = { ...start };
  for (const [name, value] of Object.entries(draft)) {
    if (value === "" || value === undefined || value === null) continue;
    values[name] = value;
  }
  return values as RequestValues;
}
