/** A project as the order screens read it (GET /projects carries these nested objects). */
export type { Party } from '../../lib/api/records';
import type { Party } from '../../lib/api/records';

export interface OrderProject {
  id: number;
  name: string;
  description?: string | null;
  project_typology_id?: number | null;
  customer_id?: number | null;
  supplier_id?: number | null;
  customer?: Party | null;
  supplier?: Party | null;
  address?: Party | null;
  transport_mean?: { flag_agent?: boolean | null } | null;
  project_date?: string | null;
  estimated_shipping_date?: string | null;
  package_number?: number | null;
  operator?: string | null;
  payment_code?: string | null;
  zone?: string | null;
  closed?: boolean | null;
  partial?: boolean | null;
  prepared?: boolean | null;
  delivered?: boolean | null;
  suspended?: boolean | null;
  updated_at?: string | null;
}

/** A party's details on one line: 'Via Roma 12, 20121 Milano (MI)'. */
export function partyDetails(party: Party | null | undefined): string {
  if (!party) return '';
  const place = [party.postal_code, party.locality].filter(Boolean).join(' ');
  const province = party.province ? `(${party.province})` : '';
  return [party.address, [place, province].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
