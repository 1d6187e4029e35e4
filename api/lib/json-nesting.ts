/**
 * Whether JSON text opens more than `max` arrays or objects inside each
 * other, found by one pass over the text that skips strings, without
 * parsing it. Our bodies are flat objects; a few MB of nesting used to hold
 * the event loop for seconds in JSON.parse and validation
 * (docs/decisions/0014-limits.md). Malformed text is left to JSON.parse.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}
