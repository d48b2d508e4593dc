import { describe, expect, it } from 'vitest';
import {
  isProjectConcluded,
  projectKindOf,
  readingAssociationRefusal,
  readingContainerRefusal,
  readingDeleteRefusal,
} from '../../src';

describe('write rules', () => {
  it('a project is concluded as its list stops offering it', () => {
    // Supplier orders are listed until closed; a prepared one still takes readings.
    expect(isProjectConcluded({ prepared: true }, 'incoming')).toBe(false);
    expect(isProjectConcluded({ closed: true }, 'incoming')).toBe(true);
    // Customer orders and picking lists leave their list once concluded, fully or partly.
    for (const flag of ['store', 'prepared', 'partial', 'closed', 'delivered']) {
      expect(isProjectConcluded({ [flag]: true }, 'outgoing')).toBe(true);
    }
    expect(isProjectConcluded({ suspended: true } as object, 'outgoing')).toBe(false);
    // A supply sent to fulfilment is being picked; prepared is done.
    expect(isProjectConcluded({ store: true }, 'supply')).toBe(false);
    expect(isProjectConcluded({ store: true, prepared: true }, 'supply')).toBe(true);
    expect(isProjectConcluded({ closed: true }, 'inventory')).toBe(true);
  });

  it('kinds come from the typology: inventory flag first, then the title', () => {
    expect(projectKindOf({ title: 'lp ' })).toBe('outgoing');
    expect(projectKindOf({ title: 'AC' })).toBe('incoming');
    expect(projectKindOf({ title: 'AN' })).toBe('supply');
    expect(projectKindOf({ title: 'IN', inventory: true })).toBe('inventory');
    expect(projectKindOf({ title: 'PC' })).toBe('other');
    expect(projectKindOf(null)).toBe('other');
  });

  it('a closed reference item stays writable by supervisors only; an inventory document by nobody', () => {
    const project = { name: 'P', kind: 'other' as const };
    const reference = { name: 'RIF', closed: true, parent_id: 4 };
    expect(
      readingContainerRefusal({ project, document: reference, package: null, supervisor: true }),
    ).toBeNull();
    expect(
      readingContainerRefusal({ project, document: reference, package: null, supervisor: false }),
    ).toMatchObject({
      id: 'record_closed',
    });
    const inventory = { name: 'INV', kind: 'inventory' as const };
    expect(
      readingContainerRefusal({
        project: inventory,
        document: { name: 'A01', closed: true },
        package: null,
        supervisor: true,
      }),
    ).toEqual({
      id: 'record_closed',
      text: "Ubicazione non accessibile. E' già stata dichiarata conclusa in INV",
      container: 'document',
    });
    expect(
      readingContainerRefusal({ project, document: null, package: { closed: true }, supervisor: true }),
    ).toMatchObject({ id: 'record_closed', field: 'package_id', container: 'package' });
  });

  it('required associations and the supervisor-only delete', () => {
    expect(readingAssociationRefusal({ item_id: null }, null)).toMatchObject({ field: 'item_id' });
    expect(readingAssociationRefusal({ item_id: 1 }, { parent_id: 2 })).toMatchObject({
      field: 'package_id',
    });
    expect(readingAssociationRefusal({ item_id: 1 }, { parent_id: null })).toBeNull();
    expect(readingDeleteRefusal({ parent_id: 2 }, false)).toMatchObject({ id: 'forbidden' });
    expect(readingDeleteRefusal({ parent_id: 2 }, true)).toBeNull();
    expect(readingDeleteRefusal({ parent_id: null }, false)).toBeNull();
  });
});
