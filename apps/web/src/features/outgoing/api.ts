/**
 * The outgoing module's calls (spec section 7): customer projects of the outgoing typology, a new
 * customer (posted to the singular `project` model, as the spec says, with the typology created when
 * it is missing), tag look-ups in batches (POST search with a JSON body: never a huge URL) and the
 * saves. The calls themselves live in the domain layer; this binds them to the module's typology.
 */
import { createProjectOfTypology, customersQuery } from '../../domain/projects';
import { findReadingsByTags, moveReadings } from '../../domain/readings';
import type { Project, ProjectRow } from '../../domain/records';
import { m } from '../../messages/it';
import type { BulkUpdate } from './save';

export const outgoingCustomersQuery = () => customersQuery(m.outgoing.typologyTitle);

export function createCustomer(name: string): Promise<Project> {
  return createProjectOfTypology(m.outgoing.typologyTitle, name);
}

export function lookupTags(codes: string[]): Promise<ProjectRow[]> {
  return findReadingsByTags(codes);
}

/** The save's one call: a chunk of readings moved in one transaction (bulk_update_rows). */
export const moveRows: BulkUpdate = moveReadings;
