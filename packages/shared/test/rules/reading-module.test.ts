import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  READING_MODULES,
  inferReadingModule,
  readingModuleRefusal,
  type ModuleReadingTarget,
} from '../../src';

/**
 * A reading into an LP order (customer order and picking list) says which module writes it, and
 * may only be what that module writes (issue 30): picking a pick of the order without a package,
 * packing into a package, preparation into a package and a reference item of the order.
 */
const ORDER = 10;
const pick = { project_id: ORDER, item_id: 7, document_id: null };
const reference = { name: 'RIF-1', parent_id: 3, project_id: ORDER };
const lp = (more: Partial<ModuleReadingTarget> = {}): ModuleReadingTarget => ({
  kind: 'outgoing',
  pick,
  document: null,
  ...more,
});
const picking = { project_id: ORDER, pick_id: 1, item_id: 7, quantity: 2 };
const packing = { project_id: ORDER, item_id: 7, package_id: 5, quantity: 2 };
const preparation = { ...picking, package_id: 5, document_id: 4 };

describe('readingModuleRefusal', () => {
  it('an LP reading with an unknown module is refused naming the field', () => {
    for (const module of ['store', 'PICKING', 3, '']) {
      expect(readingModuleRefusal(module, packing, lp())).toMatchObject({
        id: 'invalid_input',
        field: 'module',
        text: expect.stringMatching(/^Indicare il modulo della lettura/),
      });
    }
  });

  it('without a module, the shape says it as the specification clients send it (issue 47)', () => {
    // Order packing's payload carries pick_id and package_id; picking's a pick; preparation's a reference item.
    const specPacking = { ...packing, pick_id: 1 };
    expect(inferReadingModule(specPacking)).toBe('packing');
    expect(inferReadingModule(packing)).toBe('packing');
    expect(inferReadingModule(picking)).toBe('picking');
    expect(inferReadingModule(preparation)).toBe('preparation');
    expect(inferReadingModule({ project_id: ORDER, item_id: 7, quantity: 1 })).toBeNull();
    for (const module of [undefined, null]) {
      expect(readingModuleRefusal(module, specPacking, lp())).toBeNull();
      expect(readingModuleRefusal(module, picking, lp())).toBeNull();
      expect(readingModuleRefusal(module, preparation, lp({ document: reference }))).toBeNull();
      // The inferred module's rules hold: a preparation reading needs its package.
      expect(
        readingModuleRefusal(module, { ...preparation, package_id: null }, lp({ document: reference })),
      ).toMatchObject({ field: 'package_id' });
      // Neither a pick nor a package: no module writes it, and the refusal names what is missing.
      expect(readingModuleRefusal(module, { project_id: ORDER, item_id: 7, quantity: 1 }, lp())).toEqual({
        id: 'invalid_input',
        field: 'pick_id',
        text: 'Indicare la riga (pick_id) o il collo (package_id) della lettura',
      });
    }
  });

  it('what each module legitimately writes is accepted', () => {
    expect(readingModuleRefusal('picking', picking, lp())).toBeNull();
    expect(readingModuleRefusal('packing', packing, lp({ pick: null }))).toBeNull();
    expect(readingModuleRefusal('packing', { ...packing, pick_id: 1 }, lp())).toBeNull();
    expect(readingModuleRefusal('preparation', preparation, lp({ document: reference }))).toBeNull();
  });

  it('picking: a pick of this order and of the same item, no package, no reference item', () => {
    const refusal = (reading: object, target = lp()) =>
      readingModuleRefusal('picking', { ...picking, ...reading }, target);
    expect(refusal({ pick_id: null })).toMatchObject({ field: 'pick_id' });
    expect(refusal({}, lp({ pick: null }))).toMatchObject({ field: 'pick_id' });
    expect(refusal({}, lp({ pick: { ...pick, project_id: 99 } }))).toMatchObject({
      field: 'pick_id',
      text: "La riga scelta non appartiene a quest'ordine",
    });
    expect(refusal({ item_id: 8 })).toMatchObject({ field: 'item_id' });
    expect(refusal({ package_id: 5 })).toMatchObject({ field: 'package_id' });
    expect(refusal({ document_id: 4 }, lp({ document: reference }))).toMatchObject({ field: 'document_id' });
  });

  it('packing: an item and a package, whatever the quantity, and no reference item', () => {
    expect(
      readingModuleRefusal('packing', { ...packing, document_id: 4 }, lp({ document: reference })),
    ).toMatchObject({ field: 'document_id' });
    for (const quantity of [0, 1, 2.5]) {
      expect(readingModuleRefusal('packing', { ...packing, quantity, package_id: null }, lp())).toMatchObject(
        { field: 'package_id', text: 'Indicare il collo della lettura' },
      );
    }
    expect(readingModuleRefusal('packing', { ...packing, item_id: null }, lp())).toMatchObject({
      field: 'item_id',
    });
  });

  it('preparation: a pick, a package and a reference item of this order', () => {
    const target = lp({ document: reference });
    expect(readingModuleRefusal('preparation', { ...preparation, package_id: null }, target)).toMatchObject({
      field: 'package_id',
    });
    expect(readingModuleRefusal('preparation', { ...preparation, pick_id: null }, target)).toMatchObject({
      field: 'pick_id',
    });
    // No document, a document that is not a reference item, another order's reference item.
    for (const document of [null, { ...reference, parent_id: null }, { ...reference, project_id: 99 }]) {
      expect(readingModuleRefusal('preparation', preparation, lp({ document }))).toMatchObject({
        field: 'document_id',
      });
    }
  });

  it('outside LP orders the module is optional; only an unknown one and packing goods without a package are refused', () => {
    const reading = { project_id: 3, item_id: 7, quantity: 1 };
    for (const kind of ['incoming', 'supply', 'inventory', 'other'] as const) {
      expect(readingModuleRefusal(undefined, reading, { kind, pick: null, document: null })).toBeNull();
      expect(readingModuleRefusal('nope', reading, { kind, pick: null, document: null })).toMatchObject({
        field: 'module',
      });
    }
    const supply = { kind: 'supply' as const, pick: null, document: null };
    expect(readingModuleRefusal('packing', reading, supply)).toMatchObject({ field: 'package_id' });
    expect(readingModuleRefusal('packing', reading, { ...supply, kind: 'incoming' })).toBeNull();
  });

  it('property: an accepted LP reading is exactly what its module writes', () => {
    const maybe = <T>(value: T) => fc.constantFrom(null, value);
    fc.assert(
      fc.property(
        fc.constantFrom(...READING_MODULES, undefined),
        maybe(1),
        maybe(5),
        maybe(4),
        fc.constantFrom(7, 8),
        fc.constantFrom(ORDER, 99),
        fc.constantFrom(reference, { ...reference, parent_id: null }, { ...reference, project_id: 99 }),
        (sent, pickId, packageId, documentId, itemId, pickOrder, document) => {
          const reading = {
            project_id: ORDER,
            pick_id: pickId,
            package_id: packageId,
            document_id: documentId,
            item_id: itemId,
            quantity: 1,
          };
          const target = lp({
            pick: pickId === null ? null : { ...pick, project_id: pickOrder },
            document: documentId === null ? null : document,
          });
          const accepted = readingModuleRefusal(sent, reading, target) === null;
          // Without a module, the one its shape says is held to that module's rules.
          const module = sent ?? inferReadingModule(reading);
          if (module === null) {
            expect(accepted).toBe(false);
            return;
          }
          const pickOk = pickId === null ? module === 'packing' : pickOrder === ORDER && itemId === 7;
          const legit =
            pickOk &&
            (module === 'picking'
              ? packageId === null && documentId === null
              : packageId !== null &&
                (module === 'packing' ? documentId === null : documentId !== null && document === reference));
          expect(accepted).toBe(legit);
        },
      ),
    );
  });
});
