/**
 * Runs `task` once the page is idle (after the frames in hand are painted), or after `timeoutMs` at
 * the latest: for work that must happen but not in the frame the operator is waiting for, such as
 * keeping a 2,000-pick list on the device. Returns a function that cancels it if not yet run.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the next paint at least.
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}
