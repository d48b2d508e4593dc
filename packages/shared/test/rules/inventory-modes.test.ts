import { describe, expect, it } from 'vitest';
import {
  COUNT_OPTIONS,
  countActionPlan,
  countedQuantity,
  flagsOfMode,
  inventoryDestination,
  inventoryModeOf,
  locationRequired,
  modeOfFlags,
} from '../../src/rules/inventory';
import {
  canOpenInventoryDocument,
  compareInventoryDocuments,
  duplicateLocationDocument,
} from '../../src/rules/inventory-documents';
import { validateQuantity } from '../../src/rules/validation';
import { pick } from './helpers';

describe('inventory modes', () => {
  it('the typology decides the mode: IN is mixed, free is without master data, the rest with', () => {
    expect(inventoryModeOf({ title: 'IN', inventory: true })).toBe('mixed');
    expect(inventoryModeOf({ title: ' in ' })).toBe('mixed');
    expect(inventoryModeOf({ title: 'Misto', inventory: true, free: true, picking: true })).toBe('mixed');
    expect(inventoryModeOf({ title: 'Inventario Senza Anagrafica', inventory: true, free: true })).toBe(
      'free',
    );
    expect(inventoryModeOf({ title: 'Inventario Con Anagrafica', inventory: true })).toBe('list');
    expect(inventoryModeOf({ title: 'LP', picking: true })).toBeNull();
    expect(inventoryModeOf(null)).toBeNull();
  });

  it('the query flags decide the mode, and the mode gives its flags back', () => {
    expect(modeOfFlags({ free: true, picking: true })).toBe('mixed');
    expect(modeOfFlags({ free: true, picking: false })).toBe('free');
    expect(modeOfFlags({ free: false, picking: true })).toBe('list');
    expect(modeOfFlags({ free: false, picking: false })).toBe('list');
    for (const mode of ['list', 'free', 'mixed'] as const) expect(modeOfFlags(flagsOfMode(mode))).toBe(mode);
  });

  it('the location is required unless free and picking are both true', () => {
    expect(locationRequired({ free: true, picking: true })).toBe(false);
    expect(locationRequired({ free: true, picking: false })).toBe(true);
    expect(locationRequired({ free: false, picking: true })).toBe(true);
    expect(locationRequired({ free: false, picking: false })).toBe(true);
  });

  it("'Procedi' leads to the three destinations of the spec", () => {
    expect(inventoryDestination({ free: true, picking: true }, 7, null)).toBe(
      '/inventory/selection/7?free=true&picking=true',
    );
    expect(inventoryDestination({ free: true, picking: false }, 7, 3)).toBe(
      '/inventory/free_management/7?free=true&picking=false&location=3',
    );
    expect(inventoryDestination({ free: false, picking: false }, 7, 3)).toBe(
      '/inventory/list_management/7?free=false&picking=false&location=3',
    );
    expect(inventoryDestination({ free: false, picking: true }, 7, 3)).toBe(
      '/inventory/list_management/7?free=false&picking=true&location=3',
    );
  });
});

describe('counting options and quantities', () => {
  it('list counting prefills the remaining quantity and refuses exceeding; free and mixed allow it', () => {
    expect(COUNT_OPTIONS.list).toEqual({ excessAllowed: false, prefillRemaining: true });
    expect(COUNT_OPTIONS.free.excessAllowed).toBe(true);
    expect(COUNT_OPTIONS.mixed.excessAllowed).toBe(true);
    const above = { entered: 3, detected: 8, expected: 10 };
    expect(validateQuantity({ ...above, excessAllowed: COUNT_OPTIONS.list.excessAllowed })).toMatchObject({
      ok: false,
      text: 'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!',
    });
    expect(validateQuantity({ ...above, entered: 2, excessAllowed: false })).toEqual({ ok: true });
    expect(validateQuantity({ ...above, excessAllowed: COUNT_OPTIONS.free.excessAllowed })).toEqual({
      ok: true,
    });
  });

  it('a quantity adds to the existing reading, without binary noise', () => {
    expect(countedQuantity(5, 3)).toBe(8);
    expect(countedQuantity(null, 2)).toBe(2);
    expect(countedQuantity(0.1, 0.2)).toBe(0.3);
  });
});

describe('countActionPlan per counting screen', () => {
  const untouched = [pick(1, 5, 0), pick(2, 3, null)];
  const partial = [pick(1, 5, 5), pick(2, 3, 1)];
  const exact = [pick(1, 5, 5), pick(2, 3, 3)];
  const exceeded = [pick(1, 5, 5), pick(2, 3, 4)];
  const flags = (
    mode: 'list' | 'free' | 'mixed',
    action: 'conclude' | 'suspend' | 'exit',
    picks = partial,
  ) => {
    const p = countActionPlan(mode, action, picks);
    return { confirm: p.confirm, write: p.write, leave: p.leave };
  };

  it('conclude: complete closes without asking; an exceeded list count is not complete', () => {
    expect(flags('list', 'conclude', exact)).toEqual({
      confirm: null,
      write: { closed: true, partial: false },
      leave: true,
    });
    expect(flags('list', 'conclude', exceeded).confirm).toBe('concludeInventoryPartial');
    expect(flags('free', 'conclude', exceeded).confirm).toBeNull();
    expect(flags('mixed', 'conclude', exceeded).confirm).toBeNull();
  });

  it('conclude with nothing detected stays on the screen and writes nothing', () => {
    for (const mode of ['list', 'free', 'mixed'] as const) {
      expect(flags(mode, 'conclude', untouched)).toEqual({ confirm: null, write: null, leave: false });
    }
  });

  it('conclude partly done asks, then closed and not partial', () => {
    expect(flags('free', 'conclude')).toEqual({
      confirm: 'concludeInventoryPartial',
      write: { closed: true, partial: false },
      leave: true,
    });
  });

  it('suspend: untouched clears both flags; otherwise asks, then partial', () => {
    for (const mode of ['list', 'free', 'mixed'] as const) {
      expect(flags(mode, 'suspend', untouched)).toEqual({
        confirm: null,
        write: { closed: false, partial: false },
        leave: true,
      });
      expect(flags(mode, 'suspend')).toEqual({
        confirm: 'suspendInventory',
        write: { closed: false, partial: true },
        leave: true,
      });
    }
  });

  it('exit from list counting: finished or clean leave at once, partly done asks (partial)', () => {
    expect(flags('list', 'exit', exact)).toEqual({ confirm: null, write: null, leave: true });
    expect(flags('list', 'exit', untouched)).toEqual({ confirm: null, write: null, leave: true });
    expect(flags('list', 'exit')).toEqual({
      confirm: 'exitIncomplete',
      write: { partial: true },
      leave: true,
    });
  });

  it('exit from free counting: clean clears the flags, partly done asks (partial), exceeded is finished', () => {
    expect(flags('free', 'exit', untouched)).toEqual({
      confirm: null,
      write: { closed: false, partial: false },
      leave: true,
    });
    expect(flags('free', 'exit')).toEqual({
      confirm: 'exitIncomplete',
      write: { partial: true },
      leave: true,
    });
    expect(flags('free', 'exit', exceeded)).toEqual({ confirm: null, write: null, leave: true });
  });

  it('leaving mixed counting is its Esci/Sospendi', () => {
    expect(flags('mixed', 'exit')).toEqual(flags('mixed', 'suspend'));
    expect(flags('mixed', 'exit', untouched)).toEqual(flags('mixed', 'suspend', untouched));
  });
});

describe('inventory documents', () => {
  const doc = (
    id: number,
    name: string,
    closed = false,
    partial = false,
    location_id: number | null = id,
  ) => ({
    id,
    name,
    closed,
    partial,
    location_id,
  });

  it('sorts open before closed, then not partial before partial, then by name', () => {
    const docs = [
      doc(1, 'B01', true),
      doc(2, 'A02', false, true),
      doc(3, 'C01'),
      doc(4, 'A10'),
      doc(5, 'A9'),
    ];
    expect(docs.sort(compareInventoryDocuments).map((d) => d.name)).toEqual([
      'A9',
      'A10',
      'C01',
      'A02',
      'B01',
    ]);
  });

  it('finds the document a new one for the same location would duplicate', () => {
    const docs = [doc(1, 'A01-01', false, false, 10), doc(2, 'B01-01', false, false, null)];
    expect(duplicateLocationDocument(docs, { id: 10, name: 'A01-01' })?.id).toBe(1);
    expect(duplicateLocationDocument(docs, { id: 11, name: 'b01-01' })?.id).toBe(2);
    expect(duplicateLocationDocument(docs, { id: 12, name: 'C01' })).toBeNull();
    // Editing a document keeps its own location.
    expect(duplicateLocationDocument(docs, { id: 10, name: 'A01-01' }, 1)).toBeNull();
  });

  it('a closed document cannot be opened', () => {
    expect(canOpenInventoryDocument(doc(1, 'A', true))).toBe(false);
    expect(canOpenInventoryDocument(doc(1, 'A', false, true))).toBe(true);
  });
});

describe('an empty count', () => {
  it('is untouched, not complete: conclude stays, suspend and free exit clear the flags', () => {
    expect(countActionPlan('free', 'conclude', [])).toMatchObject({ write: null, leave: false });
    expect(countActionPlan('list', 'conclude', [])).toMatchObject({ write: null, leave: false });
    expect(countActionPlan('free', 'exit', [])).toMatchObject({
      confirm: null,
      write: { closed: false, partial: false },
    });
    expect(countActionPlan('mixed', 'suspend', [])).toMatchObject({
      confirm: null,
      write: { closed: false, partial: false },
    });
  });
});
