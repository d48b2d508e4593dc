import { defineModel } from './define';

/** Namespaced string settings (`track.enable_receipt`); `info/settings` groups them. */
export const settings = defineModel({
  name: 'settings',
  singular: 'setting',
  columns: { ns: 'string', key: 'string', raw: 'text' },
  writable: ['ns', 'key', 'raw'],
  required: ['ns', 'key'],
});
