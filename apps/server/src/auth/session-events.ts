/**
 * Told the id of a user whose sessions were just ended, so that this process closes what stays open
 * past a request (the user's event streams). Other processes close theirs when the stream's token
 * expires, at most SESSION_TIMEOUT_MINUTES later; requests are refused everywhere at once.
 */
const listeners = new Set<(userId: number) => void>();

export const sessionsEnded = {
  emit(userId: number): void {
    for (const listener of listeners) listener(userId);
  },
  /** Returns the function that stops listening. */
  listen(listener: (userId: number) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
