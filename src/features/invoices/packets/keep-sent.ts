/** Sent packets stay listed on the phone (reference, no files) this long, then go. */
export const KEEP_SENT_MS = 3 * 24 * 60 * 60 * 1000;
