/**
 * The one schedule of automatic retries while the server cannot be reached, for the outbox (writes
 * kept on the device) and the write queue (a screen's multi-step action) alike: after 1, 2, 4, 8 s,
 * then every 15 s (the last one repeats). Both also retry at once on the browser's `online` event.
 */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000] as const;
