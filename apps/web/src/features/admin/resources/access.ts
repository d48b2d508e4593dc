/** Users with roles, plant and location; roles and their permissions; settings with the module switches. */
import { ma } from '../../../messages/admin';
import { ModuleSwitch } from '../list/module-switch';
import { UserAccess } from '../edit/user-access';
import { child, choices, col, fld, flt, resource } from './kit';
import { SettingAside } from './setting-aside';

const roleNames = { label: () => ma.admin.user.roles };
const languages = choices(ma.adminLabels.choices.language);

const users = resource('users', 'access', {
  search: 'email_or_name_cont',
  sort: 'email asc',
  title: (r) => String(r.email),
  columns: [
    ...col.texts('email', 'name'),
    col.yesNo('admin'),
    // A flag like 'admin', so the list and its export say the same ('Sì', or nothing when switched off).
    col.yesNo('active'),
    col.names('roles', 'name', roleNames),
    col.of('plant', 'plants'),
    col.of('location', 'locations'),
    col.choice('language', languages),
  ],
  fields: [
    fld.text('email', { required: true }),
    fld.text('name'),
    fld.password('password', {
      label: () => ma.admin.user.password,
      description: () => ma.admin.user.passwordHint,
    }),
    fld.refs('role_ids', 'roles', 'name', roleNames),
    fld.yesNo('admin'),
    // Off: the user can no longer sign in and every session of theirs ends (server, models/users).
    fld.yesNo('active', { initial: true, description: () => ma.admin.user.activeHint }),
    fld.ref('location_id', 'locations', 'name', { bulk: true }),
    // The language the user reads the handheld and back office in (issue 45).
    fld.select('language', languages, { initial: 'it', required: true, bulk: true }),
  ],
  aside: UserAccess,
  filters: [flt.ref('plant_id', 'plants'), flt.yesNo('admin'), flt.yesNo('active')],
});

const permissionColumns = col.texts('predicate', 'action', 'model');

const roles = resource('roles', 'access', {
  search: 'name_or_description_cont',
  title: (r) => String(r.name),
  columns: col.texts('name', 'description'),
  fields: [fld.text('name', { required: true }), fld.text('description')],
  children: [child('permissions', 'role_id', permissionColumns)],
});

const permissions = resource('permissions', 'access', {
  search: 'model_or_action_or_role_name_cont',
  title: (r) => `${String(r.predicate)} ${String(r.action)} ${String(r.model)}`,
  columns: [col.of('role', 'roles'), ...permissionColumns],
  fields: [
    fld.ref('role_id', 'roles', 'name', { required: true }),
    fld.select('predicate', choices(ma.adminLabels.choices.predicate), { required: true }),
    fld.select('action', choices(ma.adminLabels.choices.action), { required: true }),
    fld.text('model', { required: true, description: 'all, items, projects…' }),
  ],
  filters: [flt.ref('role_id', 'roles')],
});

const settings = resource('settings', 'access', {
  search: 'ns_or_key_or_raw_cont',
  sort: 'ns asc',
  title: (r) => `${String(r.ns)}.${String(r.key)}`,
  columns: [
    col.text('ns', {
      render: (r) => (ma.adminLabels.settingGroups as Record<string, string>)[String(r.ns)] ?? String(r.ns),
    }),
    col.text('key', {
      render: (r) => (ma.adminLabels.settingKeys as Record<string, string>)[String(r.key)] ?? String(r.key),
    }),
    col.text('raw', { render: ModuleSwitch }),
  ],
  fields: [fld.text('ns', { required: true }), fld.text('key', { required: true }), fld.textarea('raw')],
  filters: [flt.text('ns')],
  aside: SettingAside,
});

export const accessResources = [users, roles, permissions, settings];
