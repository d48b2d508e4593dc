import { useEffect } from 'react';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { errorText } from './use-entry-readings';

/**
 * Shows a list's failure once, with the spec's message for that list and the server's reason; a
 * session end is left to the sign-in flow (one event, one message).
 */
export function useQueryError(error: unknown, message: string) {
  useEffect(() => {
    if (error && !(isApiError(error) && error.kind === 'unauthorized'))
      toast.warning(errorText(message, error));
  }, [error, message]);
}
