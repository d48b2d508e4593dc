/** How the outgoing screen words an error: the spec's message, then the server's reason below it. */
import { isApiError } from '../../lib/api';

export const errorText = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('<br>');
export const reason = (error: unknown) => (error instanceof Error ? error.message : null);
/** A lost session says so once, from the session handler; the screen adds nothing. */
export const sessionEnded = (error: unknown) => isApiError(error) && error.kind === 'unauthorized';
