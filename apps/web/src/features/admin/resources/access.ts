/** Users with roles, plant and location; roles and their permissions; settings with the module switches. */
import { ma } from '../../../messages/admin';
import {
  associated,
  choices,
  column,
  field,
  flag,
  modelLabel,
  reference,
  referenceFilter,
  textFilter,
} from './build';
import { ModuleSwitch } from '../list/module-switch';
import { UserAccess } from '../edit/user-access';
import type { AdminRecord, ResourceDescriptor } from '../types';

const users: ResourceDescriptor = {
  name: 'users',
  label: modelLabel('users').many,
  one: modelLabel('users').one,
  group: 'access',
  search: 'email_or_name_cont',
  sort: 'email asc',
  title: (r) => String(r.email),
  columns: [
    column('email'),
    column('name'),
    flag('admin'),
    // A flag like 'admin', so the list and its export say the same ('Sì', or nothing when switched off).
    flag('active'),
    column('roles', {
      label: ma.admin.user.roles,
      sortable: false,
      include: 'roles',
      render: (r) =>
        ((r.roles as AdminRecord[] | undefined) ?? []).map((role) => String(role.name)).join(', '),
    }),
    associated('plant', 'plants'),
    associated('location', 'locations'),
  ],
  fields: [
    field('email', 'text', { required: true }),
    field('name', 'text'),
    field('password', 'password', { label: ma.admin.user.password, description: ma.admin.user.passwordHint }),
    field('role_ids', 'references', {
      label: ma.admin.user.roles,
      reference: { resource: 'roles', labelKey: 'name' },
    }),
    field('admin', 'boolean'),
    // Off: the user can no longer sign in and every session of theirs ends (server, models/users).
    field('active', 'boolean', { initial: true, description: ma.admin.user.activeHint }),
    reference('location_id', 'locations', 'name', { bulk: true }),
  ],
  aside: UserAccess,
  filters: [
    referenceFilter('plant_id', 'plants'),
    { field: 'admin', kind: 'boolean', label: ma.adminLabels.fields.admin },
    { field: 'active', kind: 'boolean', label: ma.adminLabels.fields.active },
  ],
};

const roles: ResourceDescriptor = {
  name: 'roles',
  label: modelLabel('roles').many,
  one: modelLabel('roles').one,
  group: 'access',
  search: 'name_or_description_cont',
  title: (r) => String(r.name),
  columns: [column('name'), column('description')],
  fields: [field('name', 'text', { required: true }), field('description', 'text')],
  children: [
    {
      resource: 'permissions',
      label: modelLabel('permissions').many,
      foreignKey: 'role_id',
      columns: [column('predicate'), column('action'), column('model')],
    },
  ],
};

const permissions: ResourceDescriptor = {
  name: 'permissions',
  label: modelLabel('permissions').many,
  one: modelLabel('permissions').one,
  group: 'access',
  search: 'model_or_action_or_role_name_cont',
  title: (r) => `${String(r.predicate)} ${String(r.action)} ${String(r.model)}`,
  columns: [associated('role', 'roles'), column('predicate'), column('action'), column('model')],
  fields: [
    reference('role_id', 'roles', 'name', { required: true }),
    field('predicate', 'select', { required: true, options: choices(ma.adminLabels.choices.predicate) }),
    field('action', 'select', { required: true, options: choices(ma.adminLabels.choices.action) }),
    field('model', 'text', { required: true, description: 'all, items, projects…' }),
  ],
  filters: [referenceFilter('role_id', 'roles')],
};

const settings: ResourceDescriptor = {
  name: 'settings',
  label: modelLabel('settings').many,
  one: modelLabel('settings').one,
  group: 'access',
  search: 'ns_or_key_or_raw_cont',
  sort: 'ns asc',
  title: (r) => `${String(r.ns)}.${String(r.key)}`,
  columns: [
    column('ns'),
    column('key', {
      render: (r) => (ma.adminLabels.settingKeys as Record<string, string>)[String(r.key)] ?? String(r.key),
    }),
    column('raw', { render: ModuleSwitch }),
  ],
  fields: [
    field('ns', 'text', { required: true }),
    field('key', 'text', { required: true }),
    field('raw', 'textarea'),
  ],
  filters: [textFilter('ns')],
};

export const accessResources = [users, roles, permissions, settings];
