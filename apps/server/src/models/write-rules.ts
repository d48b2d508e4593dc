/**
 * The server side of the write rules (issue 30): loads what a write of a reading, a pick or a
 * package touches (project with its typology, document, package, the item's measure unit, whether
 * the writer is a supervisor) and asks the pure rules of `@warehouse/shared` (rules/write-rules),
 * the same the screens use. A refusal is an ApiError with the rule's id and Italian text, thrown
 * inside the writing transaction: nothing is written. Every way in (single and bulk routes, custom
 * actions, commands) writes through the models' hooks, which call these checks.
 */
import {
  isSupervisor,
  packageCreateRefusal,
  pickContainerRefusal,
  projectKindOf,
  readingAssociationRefusal,
  readingContainerRefusal,
  readingDeleteRefusal,
  readingModuleRefusal,
  recordQuantityRefusal,
  type ContainerDocument,
  type MeasureUnitFlags,
  type ContainerProject,
  type PackageState,
  type ProjectKind,
  type WriteRefusal,
  unitDivisible,
} from '@warehouse/shared';
import type { Row, Tx } from '../db/types';
import { ApiError } from '../errors';
import { lastWriter, type Writer } from '../live/last-writer';
import { reusableQuery } from '../db/reusable-query';

/** The refusal as the API answers it: 403 for a role rule, 422 for the others; who closed it, if known. */
export function refusalError(refusal: WriteRefusal, writer?: Writer): ApiError {
  const details = {
    ...(refusal.field ? { fields: [refusal.field] } : {}),
    ...(refusal.reason ? { reason: refusal.reason } : {}),
    ...writer,
  };
  return new ApiError(refusal.id === 'forbidden' ? 403 : 422, refusal.text, refusal.id, details);
}

function refuse(refusal: WriteRefusal | null): void {
  if (refusal) throw refusalError(refusal);
}

const asId = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const CONTAINER_MODELS = { project: 'projects', document: 'documents', package: 'packages' } as const;

/**
 * A container refusal (`record_closed`) says who closed the container and when, as the other
 * refusals do: the last writer of the project, document or package it names (live/last-writer).
 */
async function refuseClosed(
  tx: Tx,
  refusal: WriteRefusal | null,
  records: Partial<Record<keyof typeof CONTAINER_MODELS, unknown>>,
): Promise<void> {
  if (!refusal) return;
  const container = refusal.container;
  const id = container ? asId(records[container]) : null;
  const writer =
    container && id !== null ? await lastWriter(tx, { model: CONTAINER_MODELS[container], id }) : undefined;
  throw refusalError(refusal, writer);
}

const containerIds = (row: Row) => ({
  project: row.project_id,
  document: row.document_id,
  package: row.package_id,
});

/** A project as the rules see it; `title` is its typology's (a picking list's `store` means concluded). */
export type LoadedProject = ContainerProject & { kind: ProjectKind; title: string | null };

// The rules' reads run on every reading: compiled once (db/reusable-query.ts).
const projectQuery = reusableQuery((db, id: number) =>
  db
    .selectFrom('projects')
    .leftJoin('project_typologies', 'project_typologies.id', 'projects.project_typology_id')
    .select([
      'projects.name',
      'projects.closed',
      'projects.partial',
      'projects.prepared',
      'projects.delivered',
      'projects.store',
      'project_typologies.title',
      'project_typologies.inventory',
    ])
    .where('projects.id', '=', id),
);
const packageQuery = reusableQuery((db, id: number) =>
  db.selectFrom('packages').select(['closed', 'shipped']).where('id', '=', id),
);
const unitQuery = reusableQuery((db, id: number) =>
  db
    .selectFrom('items')
    .innerJoin('measure_units', 'measure_units.id', 'items.measure_unit_id')
    .select(['measure_units.divisible', 'measure_units.code', 'measure_units.name'])
    .where('items.id', '=', id),
);
const pickQuery = reusableQuery((db, id: number) =>
  db.selectFrom('picks').select(['project_id', 'item_id', 'document_id']).where('id', '=', id),
);
const documentQuery = reusableQuery((db, id: number) =>
  db.selectFrom('documents').select(['name', 'closed', 'parent_id', 'project_id']).where('id', '=', id),
);

async function loadProject(tx: Tx, id: unknown): Promise<LoadedProject | null> {
  const projectId = asId(id);
  if (projectId === null) return null;
  const [row] = (await projectQuery(tx, projectId)).rows as Row[];
  if (!row) return null;
  return {
    name: (row.name as string | null) ?? '',
    closed: Boolean(row.closed),
    partial: Boolean(row.partial),
    prepared: Boolean(row.prepared),
    delivered: Boolean(row.delivered),
    store: Boolean(row.store),
    kind: projectKindOf({ title: row.title as string | null, inventory: Boolean(row.inventory) }),
    title: (row.title as string | null) ?? null,
  };
}

const containerDocument = (row: Row | null): ContainerDocument | null =>
  row
    ? { name: row.name as string | null, closed: Boolean(row.closed), parent_id: asId(row.parent_id) }
    : null;

async function loadDocument(tx: Tx, id: unknown): Promise<ContainerDocument | null> {
  return containerDocument(await loadDocumentOf(tx, id));
}

async function loadPackage(tx: Tx, id: unknown): Promise<PackageState | null> {
  const packageId = asId(id);
  if (packageId === null) return null;
  const [row] = (await packageQuery(tx, packageId)).rows as Row[];
  return row ? { closed: Boolean(row.closed), shipped: Boolean(row.shipped) } : null;
}

/**
 * Whether the item's measure unit allows decimals (shared `unitDivisible`: its flag, else by its
 * code). An item without a unit allows them (a missing item is left to the foreign key, which names it).
 */
export async function itemDivisible(tx: Tx, itemId: unknown): Promise<boolean> {
  const id = asId(itemId);
  if (id === null) return true;
  const [row] = (await unitQuery(tx, id)).rows as Row[];
  return row ? unitDivisible(row as MeasureUnitFlags) : true;
}

/** Administrators count as supervisors: they may do everything a supervisor may. */
async function writerIsSupervisor(tx: Tx, userId: number | undefined): Promise<boolean> {
  if (userId === undefined) return false;
  const user = (await tx.selectFrom('users').select('admin').where('id', '=', userId).executeTakeFirst()) as
    Row | undefined;
  if (!user) return false;
  if (user.admin) return true;
  const roles = await tx
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.name')
    .where('user_roles.user_id', '=', userId)
    .execute();
  return isSupervisor({ roles: roles as { name: string | null }[] });
}

/**
 * The quantity of a reading or a pick of this item, by its unit. Left out of a create it is the
 * column's default, 0; sent as null it is left to the NOT NULL column, which names the field.
 */
export async function checkRecordQuantity(tx: Tx, quantity: unknown, itemId: unknown): Promise<void> {
  if (quantity === undefined || quantity === null) return;
  refuse(recordQuantityRefusal(quantity, await itemDivisible(tx, itemId)));
}

/**
 * The rows the checks of one write read, each read once: a reading's checks ask for its project,
 * pick and document two or three times each (the list still open, its containers, its module). Made
 * per write, and used only while nothing is written: a memo never outlives the checks it serves.
 */
export interface RuleReads {
  project(id: unknown): Promise<LoadedProject | null>;
  pick(id: unknown): Promise<Row | null>;
  document(id: unknown): Promise<Row | null>;
}

export function ruleReads(tx: Tx): RuleReads {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let loaded = memo.get(key) as Promise<T> | undefined;
    if (!loaded) memo.set(key, (loaded = load()));
    return loaded;
  };
  return {
    project: (id) => once(`project ${String(id)}`, () => loadProject(tx, id)),
    pick: (id) => once(`pick ${String(id)}`, () => loadPick(tx, id)),
    document: (id) => once(`document ${String(id)}`, () => loadDocumentOf(tx, id)),
  };
}

/**
 * The document a reading goes into: the one it names, else its pick's (a package-preparation pick
 * belongs to its reference item): a plain create naming only the pick goes into the same reference
 * item, and is refused or allowed as the screen's reading is (supervisors only once it is closed).
 */
async function documentIdOf(reads: RuleReads, reading: Row): Promise<unknown> {
  if (reading.document_id != null) return reading.document_id;
  const pick = await reads.pick(reading.pick_id);
  return pick?.document_id ?? null;
}

async function containersOf(tx: Tx, reading: Row, userId: number | undefined, reads: RuleReads) {
  const document = containerDocument(await reads.document(await documentIdOf(reads, reading)));
  return {
    document,
    target: {
      project: await reads.project(reading.project_id),
      document,
      package: await loadPackage(tx, reading.package_id),
      supervisor: isReferenceItemId(document) ? await writerIsSupervisor(tx, userId) : false,
    },
  };
}

const isReferenceItemId = (document: ContainerDocument | null) => document?.parent_id != null;

/**
 * A reading as it will be stored (`reading`: the values of a create, or the stored row with the
 * update's values over it): its associations, its quantity, its containers. An update checks the
 * quantity only when it changes the quantity or the item, and the associations only when it changes
 * one (a reading stored before these rules still moves, e.g. a tag to an outgoing order); `previousPackageId` is the package an update moves the reading out of,
 * which must be open too (a closed package's content does not change).
 */
export async function checkReadingWrite(
  tx: Tx,
  reading: Row,
  userId: number | undefined,
  options: { quantity: boolean; associations: boolean; previousPackageId?: unknown } = {
    quantity: true,
    associations: true,
  },
  reads: RuleReads = ruleReads(tx),
): Promise<void> {
  const { document, target } = await containersOf(tx, reading, userId, reads);
  if (options.associations) refuse(readingAssociationRefusal(reading, document));
  if (options.quantity) await checkRecordQuantity(tx, reading.quantity, reading.item_id);
  await refuseClosed(tx, readingContainerRefusal(target), containerIds(reading));
  const previous = options.previousPackageId;
  if (previous != null && previous !== reading.package_id) {
    await refuseClosed(tx, readingContainerRefusal({ ...target, package: await loadPackage(tx, previous) }), {
      ...containerIds(reading),
      package: previous,
    });
  }
}

/** A reading about to be deleted: not out of a closed container; project management's by supervisors. */
export async function checkReadingDelete(tx: Tx, reading: Row, userId: number | undefined): Promise<void> {
  const { document, target } = await containersOf(tx, reading, userId, ruleReads(tx));
  refuse(readingDeleteRefusal(document, target.supervisor));
  await refuseClosed(tx, readingContainerRefusal(target), containerIds(reading));
}

/** A new package goes only to a project still open. */
export async function checkPackageCreate(tx: Tx, projectId: unknown): Promise<void> {
  const project = await loadProject(tx, projectId);
  if (project) await refuseClosed(tx, packageCreateRefusal(project), { project: projectId });
}

/** A pick created or moved: into an open project and an open document only (record_closed). */
export async function checkPickContainers(tx: Tx, pick: Row): Promise<void> {
  await refuseClosed(
    tx,
    pickContainerRefusal(await loadProject(tx, pick.project_id), await loadDocument(tx, pick.document_id)),
    { project: pick.project_id, document: pick.document_id },
  );
}

async function loadPick(tx: Tx, id: unknown): Promise<Row | null> {
  const pickId = asId(id);
  if (pickId === null) return null;
  const [row] = (await pickQuery(tx, pickId)).rows as Row[];
  return row ?? null;
}

async function loadDocumentOf(tx: Tx, id: unknown): Promise<Row | null> {
  const documentId = asId(id);
  if (documentId === null) return null;
  const [row] = (await documentQuery(tx, documentId)).rows as Row[];
  return row ?? null;
}

/**
 * A reading written by a module (`module` of `add_reading` or of a create): what that module may
 * write, by the project's kind (shared readingModuleRefusal). Into an LP order every reading says
 * its module; a project that does not exist is left to the foreign key.
 */
export async function checkReadingModule(
  tx: Tx,
  module: unknown,
  reading: Row,
  reads: RuleReads = ruleReads(tx),
): Promise<void> {
  const project = await reads.project(reading.project_id);
  if (!project) return;
  refuse(
    readingModuleRefusal(module, reading, {
      kind: project.kind,
      pick: await reads.pick(reading.pick_id),
      document: await reads.document(reading.document_id),
    }),
  );
}
