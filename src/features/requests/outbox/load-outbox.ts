/**
 * The outbox module with IndexedDB and the API client: pages load it when
 * they first need it, not with their first chunk.
 */
export const loadOutbox = () => import("./outbox");
