/**
 * The entity types of the web app: generated from the server's model registry
 * (`records.generated.ts`, see scripts/generate-records.ts). Screens narrow these; nothing else in the
 * app declares an entity.
 */
export type * from './records.generated';
import type { Customer } from './records.generated';

/** What a customer, supplier or destination address has in common (its name and postal address). */
export type Party = Pick<Customer, 'name' | 'address' | 'postal_code' | 'locality' | 'province'>;
