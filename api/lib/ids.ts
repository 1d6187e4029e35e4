/**
 * Ids of stored requests: UUID version 7 (RFC 9562), the creation time in
 * milliseconds first, then a counter that rises within one millisecond, then
 * random bits. So ids sort in the order the requests came, which the staff
 * list's "newest first" (submitted_at, then id) needs when two arrive in the
 * same millisecond, and new rows land at the end of the primary-key index
 * instead of at random places in it (fewer pages touched per insert).
 */
/**
 * A generator of such ids with its own clock and counter. The server uses the
 * one below; a test makes its own, so ids made elsewhere in the process (at a
 * later faked time, say) never move its clock.
 */
export function timeOrderedIds() {
  let lastMs = -1;
  let sequence = 0;
  return (nowMs: number = Date.now()): string => {
    if (nowMs > lastMs) {
      lastMs = nowMs;
      // Start low in the 12-bit counter, leaving room to count up within this millisecond.
      sequence = crypto.getRandomValues(new Uint16Array(1))[0]! & 0x3ff;
    } else {
      // Same millisecond (or the clock stepped back): keep counting on the last one.
      sequence += 1;
      if (sequence > 0xfff) {
        lastMs += 1;
        sequence = 0;
      }
    }
    const time = lastMs.toString(16).padStart(12, "0");
    const random = crypto.getRandomValues(new Uint8Array(8));
    random[0] = (random[0]! & 0x3f) | 0x80; // variant 10
    const hex = [...random].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    const counter = sequence.toString(16).padStart(3, "0");
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${counter}-${hex.slice(0, 4)}-${hex.slice(4, 16)}`;
  };
}

/** The process's ids: one clock for every id it makes, so they sort in the order they were made. */
export const timeOrderedId = timeOrderedIds();
