/** An Idempotency-Key the API takes: 1 to 255 visible ASCII characters (docs/API.md). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The key a form carries in its hidden field, kept only when it is long
 * enough (8 or more) not to be shared by two requests by chance; otherwise
 * a key is made for the post.
 */
export const FORM_IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;
