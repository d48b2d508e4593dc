/** Nested objects the /api/v2 server returns inside several records (only the fields screens read). */

/** A customer, supplier or destination address. */
export interface Party {
  id?: number;
  name?: string | null;
  address?: string | null;
  postal_code?: string | null;
  locality?: string | null;
  province?: string | null;
}
