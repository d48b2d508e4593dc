/** Every back-office resource, in the navbar's order. Adding one: docs/back-office.md. */
import { accessResources } from './access';
import { catalogResources } from './catalog';
import { orderResources } from './orders';
import { printingResources } from './printing';
import { webhookResources } from './webhooks';
import { can, type PermissionSubject } from '@warehouse/shared';
import type { ResourceDescriptor } from '../types';

export const resources: readonly ResourceDescriptor[] = [
  ...catalogResources,
  ...orderResources,
  ...printingResources,
  ...accessResources,
  ...webhookResources,
];

export function resourceNamed(name: string | undefined): ResourceDescriptor | undefined {
  return resources.find((r) => r.name === name);
}

/** The resources the user's role may read (the server's rule: admins all; supervisors' role not users, roles…). */
export function resourcesFor(user: PermissionSubject): readonly ResourceDescriptor[] {
  return resources.filter((r) => (r.adminOnly ? user.admin : can(user, 'read', r.name)));
}

export type { ResourceDescriptor, AdminRecord } from '../types';
