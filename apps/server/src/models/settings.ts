import { gs1SettingProblem } from '@warehouse/shared';
import type { Row } from '../db/types';
import { fieldError } from '../errors';
import { defineModel } from './define';

/** Namespaced string settings (`track.enable_receipt`); `info/settings` groups them. */
export const settings = defineModel({
  name: 'settings',
  singular: 'setting',
  columns: { ns: 'string', key: 'string', raw: 'text' },
  writable: ['ns', 'key', 'raw'],
  required: ['ns', 'key'],
  hooks: {
    async beforeCreate(values) {
      checkGs1Setting(values, {});
    },
    async beforeUpdate(values, existing) {
      checkGs1Setting(values, existing);
    },
  },
});

/** The GS1 settings (company prefix, extension digit, site GLN) are stored only when usable. */
function checkGs1Setting(values: Row, existing: Row): void {
  const ns = String(values.ns ?? existing.ns ?? '');
  const key = String(values.key ?? existing.key ?? '');
  const raw = 'raw' in values ? values.raw : existing.raw;
  const problem = gs1SettingProblem(ns, key, raw == null ? '' : String(raw));
  if (problem) throw fieldError(422, problem, 'raw');
  if ('raw' in values && ns === 'gs1' && typeof raw === 'string') values.raw = raw.trim();
}
