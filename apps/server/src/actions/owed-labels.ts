/**
 * Labels owed (issue 31, migration 024): every label a command means to print is written to
 * `owed_labels` with its filled fields inside the command's own transaction (a conclusion never
 * exists without its labels), then printed once that has committed; a row is deleted only once its
 * label was sent. A printer fault, no printer at all, or a process that dies while printing leaves
 * the rest owed, to be printed later from order selection ('Etichette da stampare') or 'Ristampa
 * etichetta', with the same fields.
 */
import { z } from 'zod';
import { badRequest } from '../errors';
import type { Database, Executor, Row } from '../db/types';
import { PrintError, printLabel } from '../printing/print-label';
import { TEMPLATE_NAMES } from '../printing/shipped-templates';
import type { FieldValue } from '../printing/template';
import type { CustomAction } from './types';
import { writeEventsNow } from '../services/webhook-outbox';
import { NO_PRINTER, type LabelOutcome } from '@warehouse/shared';

export { NO_PRINTER, type LabelOutcome };

export interface LabelToPrint {
  template: string;
  fields: Record<string, FieldValue>;
  packageId: number | null;
}

/** Writes the labels as owed, in order (in the caller's transaction when given one); returns their ids. */
export async function oweLabels(
  db: Executor,
  projectId: number,
  labels: readonly LabelToPrint[],
  userId: number | undefined,
  reason: string | null = null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const label of labels) {
    const stamp = new Date().toISOString();
    const row = await db
      .insertInto('owed_labels')
      .values({
        project_id: projectId,
        package_id: label.packageId,
        template: label.template,
        fields: JSON.stringify(label.fields),
        reason,
        user_id: userId ?? null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}

const countOwed = async (db: Database, projectId: number) =>
  Number(
    (
      await db
        .selectFrom('owed_labels')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/**
 * A row being printed is taken (`taken_at`, `taken_by`: migration 025): two operators printing at
 * once never print it twice, yet it stays stored, so a process that dies while printing loses
 * nothing. A take older than TAKE_EXPIRY_MS (far longer than a print can take) was left by a dead
 * process and may be taken again.
 */
const TAKE_EXPIRY_MS = 2 * 60_000;

/** Who prints: the user (for the print log) and the server process taking the rows. */
export interface Printing {
  userId: number | undefined;
  /** This process's instance id (`services.instance.id`). */
  process: string;
}

/** Takes the owed row `id` for printing; undefined when it is gone or being printed elsewhere. */
async function take(db: Database, id: number, by: Printing): Promise<Row | undefined> {
  const now = Date.now();
  const expired = new Date(now - TAKE_EXPIRY_MS).toISOString();
  return (await db
    .updateTable('owed_labels')
    .set({ taken_at: new Date(now).toISOString(), taken_by: by.process })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('taken_at', 'is', null), eb('taken_at', '<', expired)]))
    .returningAll()
    .executeTakeFirst()) as Row | undefined;
}

/**
 * Prints the owed labels `ids` in order on `printerId`. Each row is taken before its label is
 * sent and deleted once sent; a failure gives it the reason, lets it go and stops (a printer that
 * cannot print one cannot print the next): the labels not tried are owed for the same reason.
 */
export async function printOwed(
  db: Database,
  projectId: number,
  printerId: number | null,
  ids: readonly number[],
  by: Printing,
): Promise<LabelOutcome> {
  const outcome: LabelOutcome = { total: ids.length, printed: 0, error: null, reason: null, owed: 0 };
  if (printerId === null) {
    return { ...outcome, reason: NO_PRINTER, owed: await countOwed(db, projectId) };
  }
  for (const id of ids) {
    const row = await take(db, id, by);
    if (!row) continue;
    try {
      await printLabel(db, {
        printerId,
        template: String(row.template),
        fields: JSON.parse(String(row.fields)) as Record<string, FieldValue>,
        userId: by.userId,
      });
      await db.deleteFrom('owed_labels').where('id', '=', id).execute();
      outcome.printed++;
    } catch (err) {
      const reason = err instanceof PrintError ? (err.reason ?? err.id) : null;
      const stamp = new Date().toISOString();
      await db
        .updateTable('owed_labels')
        .set({ reason, taken_at: null, taken_by: null, updated_at: stamp })
        .where('id', '=', id)
        .where('taken_by', '=', by.process)
        .execute();
      if (!(err instanceof PrintError)) throw err;
      outcome.error = err.message;
      outcome.reason = reason;
      const untried = ids.slice(ids.indexOf(id) + 1);
      if (untried.length > 0)
        await db
          .updateTable('owed_labels')
          .set({ reason, updated_at: stamp })
          .where('id', 'in', untried)
          .execute();
      await announceOwed(db, [id, ...untried], by);
      break;
    }
  }
  return { ...outcome, owed: await countOwed(db, projectId) };
}

/** `label.owed` for each label left owed (services/webhook-outbox.ts): the owed row as stored, with why. */
async function announceOwed(db: Database, ids: readonly number[], by: Printing): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('owed_labels')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  await writeEventsNow(
    db,
    rows.map((row) => ({
      name: 'label.owed' as const,
      data: {
        owed_label: {
          id: row.id,
          project_id: row.project_id,
          package_id: row.package_id,
          template: row.template,
          reason: row.reason ?? NO_PRINTER,
          fields: JSON.parse(String(row.fields)) as unknown,
          created_at: row.created_at,
        },
      },
      userId: by.userId,
    })),
  );
}

/**
 * What a command that prints does once its transaction (which wrote the owed labels `ids`) has
 * committed: prints them, or with no printer tells that they stay owed. Null: nothing was meant to print.
 */
export async function printAfterCommit(
  db: Database,
  projectId: number,
  printerId: number | null,
  ids: readonly number[],
  by: Printing,
): Promise<LabelOutcome | null> {
  if (printerId === null && ids.length === 0) return null; // nothing to print, nothing owed
  if (printerId === null) await announceOwed(db, ids, by);
  return printOwed(db, projectId, printerId, ids, by);
}

/**
 * `GET /projects?do=owed_labels`: the projects with labels still to print, oldest first:
 * `{projects: [{id, name, customer_name, labels, reason}]}` ('Etichette da stampare').
 */
export const listOwedLabels: CustomAction = {
  model: 'projects',
  name: 'owed_labels',
  methods: ['GET'],
  permission: 'read',
  async run({ services }) {
    const rows = await services.db
      .selectFrom('owed_labels as o')
      .innerJoin('projects as p', 'p.id', 'o.project_id')
      .leftJoin('customers as c', 'c.id', 'p.customer_id')
      .select((eb) => [
        'p.id as id',
        'p.name as name',
        'c.name as customer_name',
        eb.fn.countAll().as('labels'),
        // A label being printed right now shows no reason: its last failure is being retried.
        eb.fn
          .max(eb.case().when('o.taken_at', 'is', null).then(eb.ref('o.reason')).else(null).end())
          .as('reason'),
        eb.fn.min('o.id').as('first'),
      ])
      .groupBy(['p.id', 'p.name', 'c.name'])
      .orderBy('first')
      .execute();
    return {
      projects: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        customer_name: r.customer_name ?? null,
        labels: Number(r.labels),
        reason: r.reason ?? null,
      })),
    };
  },
};

const printBody = z.object({
  printer_id: z.number().int().positive(),
  /** Only this package's label: printed again even when nothing is owed ('Ristampa etichetta'). */
  package_id: z.number().int().positive().optional(),
});

/**
 * `POST /projects/{id}?do=print_owed_labels` `{printer_id, package_id?}`: prints the project's owed
 * labels, oldest first, and answers `{labels: LabelOutcome}`. With `package_id`: that package's
 * label (its owed one, or a new package label when none is owed).
 */
export const printOwedLabels: CustomAction = {
  model: 'projects',
  name: 'print_owed_labels',
  methods: ['POST'],
  permission: 'update',
  async run({ request, services, id, model }) {
    const parsed = printBody.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest('Indicare printer_id');
    const body = parsed.data;
    await services.records.show(model, id!); // 404 for an unknown project
    const userId = request.currentUser?.id;
    let owed = services.db.selectFrom('owed_labels').select('id').where('project_id', '=', id!);
    if (body.package_id !== undefined) owed = owed.where('package_id', '=', body.package_id);
    let ids = (await owed.orderBy('id').execute()).map((r) => Number(r.id));
    if (body.package_id !== undefined && ids.length === 0) {
      const pkg = await services.db
        .selectFrom('packages')
        .select('name')
        .where('id', '=', body.package_id)
        .where('project_id', '=', id!)
        .executeTakeFirst();
      if (pkg) {
        const label = { template: TEMPLATE_NAMES.package, fields: { package_name: String(pkg.name) } };
        ids = await oweLabels(services.db, id!, [{ ...label, packageId: body.package_id }], userId);
      }
    }
    const by = { userId, process: services.instance.id };
    return { labels: await printOwed(services.db, id!, body.printer_id, ids, by) };
  },
};
