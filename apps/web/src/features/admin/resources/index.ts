/** Every back-office resource, in the navbar's order. Adding one: docs/back-office.md. */
import { accessResources } from './access';
import { catalogResources } from './catalog';
import { orderResources } from './orders';
import { printingResources } from './printing';
import type { ResourceDescriptor } from '../types';

export const resources: readonly ResourceDescriptor[] = [
  ...catalogResources,
  ...orderResources,
  ...printingResources,
  ...accessResources,
];

export function resourceNamed(name: string | undefined): ResourceDescriptor | undefined {
  return resources.find((r) => r.name === name);
}

/** The resources a user may open: admins all, supervisors all but users, roles, permissions, settings. */
export function resourcesFor(isAdmin: boolean): readonly ResourceDescriptor[] {
  return isAdmin ? resources : resources.filter((r) => !r.adminOnly);
}

export type { ResourceDescriptor, AdminRecord } from '../types';
