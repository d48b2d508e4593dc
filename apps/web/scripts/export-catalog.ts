/** Writes the web app's message catalogue as JSON for the server (see src/messages/catalog.ts). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogMessages } from '../src/messages/admin';
import { catalogFileText } from '../src/messages/catalog';

const target = fileURLToPath(new URL('../../../packages/shared/src/catalog/it.json', import.meta.url));
writeFileSync(target, catalogFileText(catalogMessages));
console.log(`catalogue written to ${target}`);
