import { formatDateTime } from '../../../domain/format';

/** A moment in the browser's time zone as the language shown writes it; what is not a date as it came. */
export function when(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '';
}
