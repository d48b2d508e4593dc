/**
 * The one schedule of automatic retries while the server cannot be reached, for the outbox (writes
 * kept on the device) and the command queue (lib/command-queue.ts) alike: after 1, 2, 4, 8 s,
 * then every 15 s (the last one repeats). Both also retry at once on the browser's `online` event.
 */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000] as const;

/**
 * A write that has not got through after this long is stalled and the operator is told (outbox and
 * command queue alike): as long as the API client tries one request on a dead network (its own
 * retries, 0.5 + 1.5 + 3 s) twice over.
 */
export const WRITE_STALL_MS = 15_000;
