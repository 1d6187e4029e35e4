import * as v from "valibot";
import { base64url } from "./tokens";

export interface Cursor {
  /**
   * The row's time: when it was submitted, or for an account when it was created; or its calendar
   * day (YYYY-MM-DD) for a list ordered by one (the collections queue, by the day it was funded).
   */
  at: string;
  id: string;
}

const CURSOR_SHAPE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{3}Z)?\|[0-9a-f-]{36}$/;

/** Opaque keyset cursor: the last row's (time, id), base64url. */
export function encodeCursor(cursor: Cursor): string {
  return base64url(new TextEncoder().encode(`${cursor.at}|${cursor.id}`));
}

export function decodeCursor(value: string): Cursor | undefined {
  try {
    const text = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    if (!CURSOR_SHAPE.test(text)) return undefined;
    const [at = "", id = ""] = text.split("|");
    return { at, id };
  } catch {
    return undefined;
  }
}

/** `?limit=&cursor=` of the staff lists: limit 1-100 (25 when absent), cursor from the previous page. */
export const PageQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string("Limit must be a whole number from 1 to 100"),
      v.regex(/^\d{1,3}$/, "Limit must be a whole number from 1 to 100"),
      v.transform(Number),
      v.minValue(1, "Limit must be a whole number from 1 to 100"),
      v.maxValue(100, "Limit must be a whole number from 1 to 100"),
    ),
    "25",
  ),
  cursor: v.optional(
    v.pipe(
      v.string("This page link has expired. Start again from the first page."),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const cursor = decodeCursor(dataset.value);
        if (!cursor) {
          addIssue({ message: "This page link has expired. Start again from the first page." });
          return NEVER;
        }
        return cursor;
      }),
    ),
  ),
});
