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
  /** For `record_closed`: the record that is closed (the server names who closed it and when). */
  container?: 'project' | 'document' | 'package';
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
  moduleRequired:
    "Indicare il modulo della lettura: prelievo ('picking'), impacchettamento ('packing') o preparazione colli ('preparation')",
  supervisorOnlyDelete: 'Solo un supervisore può eliminare le letture della preparazione colli',
};

export interface ReadingTarget {
  project: (ContainerProject & { kind: ProjectKind }) | null;
  document: ContainerDocument | null;
  package: PackageState | null;
  /** The writer is a supervisor (packing spec §6: loads closed reference items and writes into them). */
  supervisor: boolean;
}

const closedRefusal = (text: string, container: WriteRefusal['container']): WriteRefusal => ({
  id: 'record_closed',
  text,
  container,
});

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
    return { ...closedRefusal(writeRefusalTexts.packageClosed, 'package'), field: 'package_id' };
  }
  const supervisorMayWrite = target.supervisor && isReferenceItem(document);
  if (document?.closed && !supervisorMayWrite) {
    return closedRefusal(
      project?.kind === 'inventory'
        ? inventoryTexts.locationNotAccessible(projectName)
        : writeRefusalTexts.documentClosed(document.name ?? ''),
      'document',
    );
  }
  if (project && isProjectConcluded(project, project.kind) && !supervisorMayWrite) {
    return closedRefusal(writeRefusalTexts.projectConcluded(projectName), 'project');
  }
  return null;
}

/** A package is added only to a project still open (no new package on a concluded order). */
export function packageCreateRefusal(project: ContainerProject & { kind: ProjectKind }): WriteRefusal | null {
  return isProjectConcluded(project, project.kind)
    ? closedRefusal(writeRefusalTexts.projectConcluded(project.name ?? ''), 'project')
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
      'document',
    );
  }
  if (project && isProjectConcluded(project, project.kind)) {
    return closedRefusal(writeRefusalTexts.projectConcluded(projectName), 'project');
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

/** The screen a reading of a pick is sent from (the `add_reading` command's and a create's `module`). */
export const READING_MODULES = ['picking', 'packing', 'preparation'] as const;
export type ReadingModuleName = (typeof READING_MODULES)[number];

export const isReadingModule = (value: unknown): value is ReadingModuleName =>
  typeof value === 'string' && (READING_MODULES as readonly string[]).includes(value);

export const moduleRefusalTexts = {
  pickRequired: 'Indicare la riga (pick) della lettura',
  pickOfOtherOrder: "La riga scelta non appartiene a quest'ordine",
  itemOfOtherPick: "L'articolo della lettura non è quello della riga",
  pickingWithoutPackage: 'Una lettura del prelievo non va in un collo',
  referenceOnlyPreparation: 'Solo la preparazione colli scrive letture con un riferimento',
  referenceRequired: "Indicare il riferimento della preparazione colli di quest'ordine",
  /** An LP reading that no module writes: neither a pick nor a package (the specification's payloads). */
  pickOrPackageRequired: 'Indicare la riga (pick_id) o il collo (package_id) della lettura',
};

/** A reading as a module sends it: the fields the module rule reads. */
export interface ModuleReading {
  project_id?: unknown;
  pick_id?: unknown;
  item_id?: unknown;
  package_id?: unknown;
  document_id?: unknown;
  quantity?: unknown;
}

/** What the module rule needs loaded: the project's kind, the pick and the document the reading names. */
export interface ModuleReadingTarget {
  kind: ProjectKind;
  /** The pick of `pick_id`, null when none is sent or it does not exist. */
  pick: { project_id?: unknown; item_id?: unknown; document_id?: unknown } | null;
  /** The document of `document_id`, null when none is sent or it does not exist. */
  document: (ContainerDocument & { project_id?: unknown }) | null;
}

const moduleInvalid = (text: string, field: string): WriteRefusal => ({ id: 'invalid_input', text, field });

/**
 * The module of an LP reading sent without one, from its shape as the specification's clients send
 * them (issue 47: the v2 clients never name a module): a reference item (document) → package
 * preparation (packing spec §7, project management's payload); a package → order packing (its
 * payload carries pick_id and package_id); a pick and no package → picking (goods-flow §7). A
 * reading with neither a pick nor a package is no module's: null.
 */
export function inferReadingModule(reading: ModuleReading): ReadingModuleName | null {
  if (reading.document_id != null) return 'preparation';
  if (reading.package_id != null) return 'packing';
  if (reading.pick_id != null) return 'picking';
  return null;
}

/**
 * What the module writing a reading requires of it (issue 30). Picking management, order packing
 * and package preparation write into the same LP orders (customer order and picking list in one
 * project), each its own kind of reading, so a reading into an LP order is always one module's
 * (`add_reading`, a plain create, any other way in): the one it says, or, when it says none, the one
 * its shape is (inferReadingModule); an unknown module, or a shape no module writes, writes nothing.
 * Then the reading must be what that module writes:
 * - picking (goods-flow §7: the project_row payload with pick_id, no package): a pick of this
 *   order, no package, no reference item; its readings are deleted at picking's Concludi, and once
 *   the list is concluded or closed the container rules refuse it;
 * - packing (packing spec §2, §5): an item and a package (open and of this order: the container
 *   and package rules), no reference item;
 * - preparation (packing spec §5): a pick of this order, a package, and a reference item of this
 *   order (a document with a parent), as project management writes.
 * A pick named by any module is of this order and of the reading's item. Into other projects the
 * module is optional; a packing reading of goods into anything but a supplier order has a package.
 */
export function readingModuleRefusal(
  module: unknown,
  reading: ModuleReading,
  target: ModuleReadingTarget,
): WriteRefusal | null {
  const moduleRefusal = moduleInvalid(writeRefusalTexts.moduleRequired, 'module');
  if (module != null && !isReadingModule(module)) return moduleRefusal;
  if (target.kind !== 'outgoing') {
    const goods = typeof reading.quantity === 'number' && reading.quantity > 0;
    return module === 'packing' && target.kind !== 'incoming' && goods && reading.package_id == null
      ? moduleInvalid(writeRefusalTexts.packageRequired, 'package_id')
      : null;
  }
  const writer = module ?? inferReadingModule(reading);
  if (writer == null) return moduleInvalid(moduleRefusalTexts.pickOrPackageRequired, 'pick_id');
  if (reading.item_id == null) return moduleInvalid(writeRefusalTexts.itemRequired, 'item_id');
  return pickRefusal(writer, reading, target.pick) ?? lpModuleRefusal(writer, reading, target.document);
}

/** The pick a reading names is of its order and its item; picking and preparation name one. */
function pickRefusal(
  module: ReadingModuleName,
  reading: ModuleReading,
  pick: ModuleReadingTarget['pick'],
): WriteRefusal | null {
  if (reading.pick_id == null) {
    return module === 'packing' ? null : moduleInvalid(moduleRefusalTexts.pickRequired, 'pick_id');
  }
  if (!pick || pick.project_id !== reading.project_id) {
    return moduleInvalid(moduleRefusalTexts.pickOfOtherOrder, 'pick_id');
  }
  return pick.item_id === reading.item_id
    ? null
    : moduleInvalid(moduleRefusalTexts.itemOfOtherPick, 'item_id');
}

/** The package and reference item of an LP reading, by module. */
function lpModuleRefusal(
  module: ReadingModuleName,
  reading: ModuleReading,
  document: ModuleReadingTarget['document'],
): WriteRefusal | null {
  if (module === 'picking') {
    if (reading.package_id != null) {
      return moduleInvalid(moduleRefusalTexts.pickingWithoutPackage, 'package_id');
    }
    return reading.document_id == null
      ? null
      : moduleInvalid(moduleRefusalTexts.referenceOnlyPreparation, 'document_id');
  }
  if (reading.package_id == null) return moduleInvalid(writeRefusalTexts.packageRequired, 'package_id');
  if (module === 'packing') {
    return reading.document_id == null
      ? null
      : moduleInvalid(moduleRefusalTexts.referenceOnlyPreparation, 'document_id');
  }
  const ofThisOrder = isReferenceItem(document) && document?.project_id === reading.project_id;
  return ofThisOrder ? null : moduleInvalid(moduleRefusalTexts.referenceRequired, 'document_id');
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
