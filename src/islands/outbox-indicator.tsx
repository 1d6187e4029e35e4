import { OutboxIndicator } from "../features/requests/outbox/outbox-indicator";
import { defineIsland } from "../lib/islands";

/** The header's reminder of requests waiting on this device (nothing until one waits). */
export default defineIsland("outbox-indicator", OutboxIndicator, "idle");
