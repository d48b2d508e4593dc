/** Writes docs/webhook-events.schema.json from the code (`npm run webhook-schemas -w apps/server`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registry } from '../models/registry';
import { eventSchemas } from './schemas';

export const SCHEMAS_FILE = fileURLToPath(
  new URL('../../../../docs/webhook-events.schema.json', import.meta.url),
);
export const renderSchemas = () => `${JSON.stringify(eventSchemas(registry), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMAS_FILE, renderSchemas());
  console.log(`wrote ${SCHEMAS_FILE}`);
}
