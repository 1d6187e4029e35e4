import { escapeToBuffer } from "hono/utils/html";

/**
 * Text made safe to place in HTML or XML, as element content or a quoted
 * attribute: `&`, `<`, `>`, `"` and `'` become references. Hono's own
 * escape, the one its `html` helper and JSX renderer use.
 */
export function escapeHtml(text: string): string {
  const buffer: [string] = [""];
  escapeToBuffer(text, buffer);
  return buffer[0];
}
