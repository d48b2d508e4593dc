import { belongsTo, defineModel } from './define';
import { assignPackageName } from './package-names';
import { allocateSscc } from './package-sscc';
import type { Row } from '../db/types';
import type { WriteContext } from './types';
import { checkPackageCreate } from './write-rules';

/**
 * `closed_at` is the server's time of closing (the dashboard's "closed today"): set when a package
 * becomes closed, cleared when it is reopened; a client cannot write it.
 */
function stampClosedAt(values: Row, wasClosed: boolean): void {
  if (!('closed' in values)) return;
  const closed = Boolean(values.closed);
  if (closed && !wasClosed) values.closed_at = new Date().toISOString();
  if (!closed) values.closed_at = null;
}

/**
 * A package gets its SSCC when it is closed, if its first label has not given it one already
 * (actions print it, `ensurePackageSscc`). Never changed afterwards: a reopened package keeps it.
 */
async function ssccAtClose(values: Row, existing: Row | undefined, ctx: WriteContext): Promise<void> {
  delete values.sscc;
  if (!values.closed || existing?.closed || existing?.sscc) return;
  const sscc = await allocateSscc(ctx.tx, ctx.dialect);
  if (sscc) values.sscc = sscc;
}

/**
 * Packages (colli): `name` is the barcode printed on the label. Created as
 * `{project_id, closed: false, shipped: false}`, they get their name and incremental here.
 */
export const packages = defineModel({
  name: 'packages',
  singular: 'package',
  columns: {
    project_id: 'id',
    name: 'string',
    incremental: 'integer',
    closed: 'boolean',
    shipped: 'boolean',
    shipping_date: 'datetime',
    closed_at: 'datetime',
    width: 'decimal',
    depth: 'decimal',
    height: 'decimal',
    weight: 'decimal',
    /** GS1 SSCC (AI 00), given at the first label or at closing; read-only for clients. */
    sscc: 'string',
  },
  associations: { project: belongsTo('projects', 'project_id') },
  // A package belongs to an order: the specification's clients always send one (issue 46).
  required: ['project_id'],
  searchableAssociations: ['project'],
  writable: [
    'project_id',
    'name',
    'incremental',
    'closed',
    'shipped',
    'shipping_date',
    'width',
    'depth',
    'height',
    'weight',
  ],
  lockVersion: true,
  files: ['pictures'],
  defaultSort: { column: 'incremental', direction: 'asc' },
  hooks: {
    async beforeCreate(values, ctx) {
      await checkPackageCreate(ctx.tx, values.project_id);
      stampClosedAt(values, false);
      await assignPackageName(values, ctx);
      await ssccAtClose(values, undefined, ctx);
    },
    async beforeUpdate(values, existing, ctx) {
      stampClosedAt(values, Boolean(existing.closed));
      await ssccAtClose(values, existing, ctx);
    },
  },
});
