/**
 * What a write of a reading, a pick or a package may do (issue 30, point 1): the server refuses
 * anything else with the refusal's `id` and `text`, the screens say the same before sending. Pure:
 * the caller loads the records the write touches and asks here.
 */
import type { ErrorId } from '../errors';
import { inventoryTexts } from '../messages';
import { isPickingListFinished, isStoreSupplyFinished } from './finished';
import { isPackageClosable, type PackageState } from './packages';
import { checkQuantity, quantityRefusalTexts, type QuantityRefusal } from './quantity-limits';

export interface WriteRefusal {
  id: Extract<ErrorId, 'invalid_quantity' | 'record_closed' | 'forbidden' | 'invalid_input'>;
  text: string;
  /** The field the refusal is about, when one (a form shows it there). */
  field?: string;
  /** For `invalid_quantity`: which quantity rule (quantity-limits). */
  reason?: QuantityRefusal;
}

/** What kind of project a typology makes (goods-flow §3, packing spec §9). */
export type ProjectKind = 'incoming' | 'outgoing' | 'supply' | 'inventory' | 'other';

export interface TypologyState {
  title?: string | null;
  inventory?: boolean | null;
}

export function projectKindOf(typology: TypologyState | null | undefined): ProjectKind {
  if (typology?.inventory) return 'inventory';
  switch ((typology?.title ?? '').trim().toUpperCase()) {
    case 'AC':
      return 'incoming';
    case 'LP':
      return 'outgoing';
    case 'AN':
      return 'supply';
    default:
      return 'other';
  }
}

export interface ContainerProject {
  name?: string | null;
  closed?: boolean | null;
  partial?: boolean | null;
  prepared?: boolean | null;
  delivered?: boolean | null;
  store?: boolean | null;
}

/**
 * A project that takes no more readings or packages. Supplier orders (AC): closed (their list shows
 * every order not closed). Customer orders and picking lists (LP): concluded, fully (store, prepared)
 * or partly (partial), or closed, delivered — exactly what their list no longer shows. Store supplies:
 * finished for fulfilment (a supply sent to fulfilment, store true, still takes its readings).
 * Inventories and anything else: closed.
 */
export function isProjectConcluded(project: ContainerProject, kind: ProjectKind): boolean {
  switch (kind) {
    case 'outgoing':
      return isPickingListFinished(project) || Boolean(project.partial);
    case 'supply':
      return isStoreSupplyFinished(project, { picking: true });
    default:
      return Boolean(project.closed);
  }
}

export interface ContainerDocument {
  name?: string | null;
  closed?: boolean | null;
  /** Set on a package-preparation reference item (a child document). */
  parent_id?: number | null;
}

/** A document with a parent is a package-preparation reference item (project management). */
export const isReferenceItem = (document: ContainerDocument | null | undefined): boolean =>
  document?.parent_id != null;

export const writeRefusalTexts = {
  projectConcluded: (name: string) => `${name} è già concluso: non accetta altre letture né colli`,
  documentClosed: (name: string) => `Il documento ${name} è già chiuso: non accetta altre letture`,
  packageClosed: 'Collo non trovato oppure già chiuso e spedito!',
  itemRequired: "Indicare l'articolo della lettura",
  packageRequired: 'Indicare il collo della lettura',
  moduleRequired: "Indicare il modulo della lettura: prelievo ('picking') o impacchettamento ('packing')",
  supervisorOnlyDelete: 'Solo un supervisore può eliminare le letture della preparazione colli',
};

export interface ReadingTarget {
  project: (ContainerProject & { kind: ProjectKind }) | null;
  document: ContainerDocument | null;
  package: PackageState | null;
  /** The writer is a supervisor (packing spec §6: loads closed reference items and writes into them). */
  supervisor: boolean;
}

const closedRefusal = (text: string): WriteRefusal => ({ id: 'record_closed', text });

/**
 * Whether a reading may be written into (or changed or deleted in) these containers: not into a
 * closed or shipped package, a closed document, a concluded project. A closed package-preparation
 * reference item, and its closed project, stay writable by supervisors (packing spec §6); a closed
 * inventory location document by nobody (§4: it cannot be opened).
 */
export function readingContainerRefusal(target: ReadingTarget): WriteRefusal | null {
  const { project, document } = target;
  const projectName = project?.name ?? '';
  if (target.package && !isPackageClosable(target.package)) {
    return { ...closedRefusal(writeRefusalTexts.packageClosed), field: 'package_id' };
  }
  const supervisorMayWrite = target.supervisor && isReferenceItem(document);
  if (document?.closed && !supervisorMayWrite) {
    return closedRefusal(
      project?.kind === 'inventory'
        ? inventoryTexts.locationNotAccessible(projectName)
        : writeRefusalTexts.documentClosed(document.name ?? ''),
    );
  }
  if (project && isProjectConcluded(project, project.kind) && !supervisorMayWrite) {
    return closedRefusal(writeRefusalTexts.projectConcluded(projectName));
  }
  return null;
}

/** A package is added only to a project still open (no new package on a concluded order). */
export function packageCreateRefusal(project: ContainerProject & { kind: ProjectKind }): WriteRefusal | null {
  return isProjectConcluded(project, project.kind)
    ? closedRefusal(writeRefusalTexts.projectConcluded(project.name ?? ''))
    : null;
}

/**
 * A pick is created (or moved) only into a project still open and a document still open: a line
 * added to a concluded order, a closed inventory document or a closed reference item would be work
 * nobody can read any more. No supervisor exception: §6 lets them read into a closed reference item,
 * not add lines to it.
 */
export function pickContainerRefusal(
  project: (ContainerProject & { kind: ProjectKind }) | null,
  document: ContainerDocument | null,
): WriteRefusal | null {
  const projectName = project?.name ?? '';
  if (document?.closed) {
    return closedRefusal(
      project?.kind === 'inventory'
        ? inventoryTexts.locationNotAccessible(projectName)
        : writeRefusalTexts.documentClosed(document.name ?? ''),
    );
  }
  if (project && isProjectConcluded(project, project.kind)) {
    return closedRefusal(writeRefusalTexts.projectConcluded(projectName));
  }
  return null;
}

/**
 * The associations a reading needs: an item always; a package too when it is read into a
 * package-preparation reference item (packing spec §5: project management requires the package).
 */
export function readingAssociationRefusal(
  reading: { item_id?: unknown; package_id?: unknown },
  document: ContainerDocument | null,
): WriteRefusal | null {
  if (reading.item_id == null) {
    return { id: 'invalid_input', text: writeRefusalTexts.itemRequired, field: 'item_id' };
  }
  if (isReferenceItem(document) && reading.package_id == null) {
    return { id: 'invalid_input', text: writeRefusalTexts.packageRequired, field: 'package_id' };
  }
  return null;
}

/** The screen a reading of a pick is sent from (the `add_reading` command's `module`). */
export const READING_MODULES = ['picking', 'packing', 'preparation'] as const;
export type ReadingModuleName = (typeof READING_MODULES)[number];

/**
 * What the module writing a reading into a pick requires. Picking management and order packing
 * write into the same LP orders, and only order packing puts the goods in a package (packing spec
 * §2 and §5: the package is required except for incoming; goods-flow §7: picking readings have
 * none), so a reading into an LP order must say which it is. A packing reading of goods (quantity
 * above 0) has a package unless it is incoming. Preparation's
 * package is required by `readingAssociationRefusal` (its reference item says so).
 */
export function readingModuleRefusal(
  module: ReadingModuleName | undefined,
  kind: ProjectKind,
  reading: { package_id?: unknown; quantity?: unknown },
): WriteRefusal | null {
  if (module === undefined) {
    return kind === 'outgoing'
      ? { id: 'invalid_input', text: writeRefusalTexts.moduleRequired, field: 'module' }
      : null;
  }
  const goods = typeof reading.quantity === 'number' && reading.quantity > 0;
  if (module === 'packing' && kind !== 'incoming' && goods && reading.package_id == null) {
    return { id: 'invalid_input', text: writeRefusalTexts.packageRequired, field: 'package_id' };
  }
  return null;
}

/**
 * A reading's or a pick's quantity: finite, not negative, whole for a unit that is not divisible,
 * at most MAX_QUANTITY. Zero is allowed: a count of nothing, the zero-quantity readings of a partial
 * conclusion, a picked quantity cleared.
 */
export function recordQuantityRefusal(value: unknown, divisible: boolean): WriteRefusal | null {
  const result = checkQuantity(value, { divisible, allowZero: true });
  if (result.ok) return null;
  return {
    id: 'invalid_quantity',
    text: quantityRefusalTexts[result.reason],
    field: 'quantity',
    reason: result.reason,
  };
}

/** Project management's readings are deleted by supervisors only (packing spec §6: the actions column). */
export function readingDeleteRefusal(
  document: ContainerDocument | null,
  supervisor: boolean,
): WriteRefusal | null {
  if (!isReferenceItem(document) || supervisor) return null;
  return { id: 'forbidden', text: writeRefusalTexts.supervisorOnlyDelete };
}
