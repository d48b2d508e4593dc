import { describe, expect, it } from 'vitest';
import { unitDivisible, type Reading } from '@warehouse/shared';
import { ScanLoop, singleCode, type ScanDescriptor, type ScanPorts } from '../../../src/lib/scan/scan-loop';

interface Line {
  id: number;
  code: string;
  unit: string;
  expected: number;
}

const OIL: Line = { id: 1, code: '8001', unit: 'LT', expected: 2 };
const SCREW: Line = { id: 2, code: '8002', unit: 'PZ', expected: 10 };

/** The ports as a test sees them: what was said, and the answers it gives to questions. */
function fakePorts(answers: boolean[] = []) {
  const said: { kind: 'warning' | 'confirm'; message: string; title?: string }[] = [];
  const refused: string[] = [];
  let errors = 0;
  const ports: ScanPorts = {
    confirm: async (message) => {
      said.push({ kind: 'confirm', message });
      return answers.shift() ?? false;
    },
    warning: (message, title) => void said.push({ kind: 'warning', message, title }),
    error: () => void errors++,
    refuse: (message) => void refused.push(message),
  };
  return { ports, said, refused, errors: () => errors };
}

function descriptor(overrides: Partial<ScanDescriptor<Line>> = {}): ScanDescriptor<Line> {
  return {
    ready: true,
    findLine: (code) => [OIL, SCREW].find((l) => l.code === code),
    unknown: (code) => ({
      title: 'Ricerca Articolo',
      message: `Articolo non trovato!<br>Codice letto: ${code}`,
    }),
    sameItem: (a, b) => a.id === b.id,
    unit: (l) => l.unit,
    // Lines without a unit record: the shared fallback by the unit's code.
    divisible: (l) => unitDivisible({ code: l.unit }),
    initialQuantity: () => 1,
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (line, quantity) =>
      quantity > line.expected
        ? { ok: false, reason: 'quantityAboveExpected', title: 'Quantità non valida', text: 'troppo' }
        : { ok: true },
    ...overrides,
  };
}

/** A fake reader: barcodes and tag readings as the parser makes them. */
const barcode = (code: string): Reading => ({ kind: 'barcode', code, symbology: 'EAN13' });
const tags = (...codes: string[]): Reading => ({ kind: 'tag', code: codes.join('|'), tags: codes });

describe('scan loop', () => {
  it('a reading opens its line with the default quantity; an unknown code warns with the code read', async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor(), fake.ports);
    await loop.handle(barcode('8001'));
    expect(loop.getState().open).toEqual({ line: OIL, quantity: '1', error: null, lot: {} });
    loop.close();
    await loop.handle(barcode('999'));
    expect(loop.getState().open).toBeNull();
    expect(fake.said).toEqual([
      { kind: 'warning', title: 'Ricerca Articolo', message: 'Articolo non trovato!<br>Codice letto: 999' },
    ]);
    expect(fake.errors()).toBe(1);
  });

  it('readings wait while the lines load or a write runs, and then open their line', async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor({ ready: false }), fake.ports);
    const early = loop.handle(barcode('8001'));
    expect(loop.getState().open).toBeNull();
    loop.descriptor = descriptor();
    await early;
    expect(loop.getState().open?.line).toBe(OIL);
    loop.close();
    loop.descriptor = descriptor({ busy: true });
    const during = loop.handle(barcode('8002'));
    expect(loop.getState().open).toBeNull();
    loop.descriptor = descriptor();
    await during;
    expect(loop.getState().open?.line).toBe(SCREW);
    expect(fake.refused).toEqual([]);
  });

  it("the single-tag check: more than one tag, or a tag read in part, gets the spec's message", async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor(), fake.ports);
    await loop.handle(tags('8001', '8002'));
    await loop.handle(tags('8001', ''));
    expect(fake.said.map((s) => s.message)).toEqual([
      'Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare',
      'TAG letto solo in parte. Riprovare a leggere',
    ]);
    expect(loop.getState().open).toBeNull();
  });

  it('another item while the modal is open asks before replacing: No keeps it, SI replaces it', async () => {
    const fake = fakePorts([false, true]);
    const loop = new ScanLoop(descriptor(), fake.ports);
    await loop.handle(barcode('8001'));
    await loop.handle(barcode('8002'));
    expect(loop.getState().open?.line).toBe(OIL);
    await loop.handle(barcode('8002'));
    expect(loop.getState().open?.line).toBe(SCREW);
    expect(fake.said.filter((s) => s.kind === 'confirm').map((s) => s.message)).toEqual([
      "Confermi di voler sostituire l'articolo corrente?",
      "Confermi di voler sostituire l'articolo corrente?",
    ]);
  });

  it('each repeated scan of the same code in the open modal adds 1; with repeatScan ignore it does nothing', async () => {
    const loop = new ScanLoop(descriptor(), fakePorts().ports);
    await loop.handle(barcode('8002'));
    await loop.handle(barcode('8002'));
    await loop.handle(barcode('8002'));
    expect(loop.getState().open?.quantity).toBe('3');
    const still = new ScanLoop(descriptor({ repeatScan: 'ignore' }), fakePorts().ports);
    await still.handle(barcode('8002'));
    await still.handle(barcode('8002'));
    expect(still.getState().open?.quantity).toBe('1');
  });

  it('whileOpen ignore (store screens): a reading while the modal is open changes nothing, asks nothing, and is refused audibly', async () => {
    const fake = fakePorts([true]);
    const loop = new ScanLoop(descriptor({ whileOpen: 'ignore' }), fake.ports);
    await loop.handle(barcode('8001'));
    await loop.handle(barcode('8002'));
    expect(loop.getState().open?.line).toBe(OIL);
    expect(fake.said).toEqual([]);
    expect(fake.refused).toEqual(['Lettura ignorata: confermare o chiudere prima la riga aperta']);
  });

  it("the measure unit: '1,5' is refused for PZ under the field, accepted in litres", async () => {
    const loop = new ScanLoop(descriptor(), fakePorts().ports);
    await loop.handle(barcode('8002'));
    loop.setQuantity('1,5');
    expect(await loop.submit()).toBeNull();
    expect(loop.getState().open?.error).toBe(
      "L'unità di misura non ammette decimali: inserire un numero intero.",
    );
    loop.setQuantity('2');
    expect(await loop.submit()).toMatchObject({ line: SCREW, quantity: 2, lot: {} });
    loop.open(OIL);
    loop.setQuantity('1,5');
    expect(await loop.submit()).toMatchObject({ line: OIL, quantity: 1.5, lot: {} });
  });

  it("the unit's divisible flag wins over its name: a carton line refuses '1,5'", async () => {
    const loop = new ScanLoop(descriptor({ divisible: (l) => l.unit !== 'LT' }), fakePorts().ports);
    loop.open(OIL);
    loop.setQuantity('1,5');
    expect(await loop.submit()).toBeNull();
    expect(loop.getState().open?.error).toMatch(/non ammette decimali/);
  });

  it('an exponent, a negative or 0 is refused with a sentence under the field; an excess by the module', async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor(), fake.ports);
    loop.open(OIL);
    for (const [typed, sentence] of [
      ['1e3', 'Inserire un numero nel campo Quantità!'],
      ['-1', 'Non è consentito inserire valori negativi nel campo Quantità!'],
      ['0', 'La quantità deve essere maggiore di zero.'],
    ]) {
      loop.setQuantity(typed!);
      expect(await loop.submit()).toBeNull();
      expect(loop.getState().open?.error).toBe(sentence);
    }
    loop.setQuantity('3');
    expect(await loop.submit()).toBeNull();
    expect(fake.said.map((s) => s.message)).toEqual(['troppo']);
    const lenient = new ScanLoop(descriptor({ checkQuantity: () => ({ ok: true }) }), fakePorts().ports);
    lenient.open(OIL);
    lenient.setQuantity('3');
    expect(await lenient.submit()).toMatchObject({ line: OIL, quantity: 3, lot: {} });
  });

  it('a count may be 0 where the screen says so (inventory)', async () => {
    const loop = new ScanLoop(descriptor({ allowZero: true }), fakePorts().ports);
    loop.open(SCREW);
    loop.setQuantity('0');
    expect(await loop.submit()).toMatchObject({ line: SCREW, quantity: 0, lot: {} });
  });

  it('a quantity above the plausible one is asked about: No keeps the modal, SI saves it', async () => {
    const lenient = { checkQuantity: () => ({ ok: true }) as const };
    const no = fakePorts([false]);
    const loop = new ScanLoop(descriptor(lenient), no.ports);
    loop.open(SCREW);
    loop.setQuantity('12000');
    expect(await loop.submit()).toBeNull();
    expect(no.said).toEqual([{ kind: 'confirm', message: 'Quantità molto alta: confermi 12000 PZ?' }]);
    expect(loop.getState().open?.quantity).toBe('12000');
    const yes = fakePorts([true]);
    const sure = new ScanLoop(descriptor(lenient), yes.ports);
    sure.open(SCREW);
    sure.setQuantity('12000');
    expect(await sure.submit()).toMatchObject({ line: SCREW, quantity: 12000, lot: {} });
    sure.setQuantity('8010001267045');
    expect(await sure.submit()).toBeNull();
    expect(sure.getState().open?.error).toMatch(/supera il massimo/);
  });

  it('a GS1 DataMatrix finds the line of its GTIN (EAN-13 stored) and carries lot and expiry; a plain barcode after it leaves the lot unknown', async () => {
    const PAS: Line = { id: 5, code: '8010000000001', unit: 'PZ', expected: 3 };
    const loop = new ScanLoop(
      descriptor({ findLine: (code) => (code === PAS.code ? PAS : undefined) }),
      fakePorts().ports,
    );
    await loop.handle(barcode('0108010000000001' + '10LOT123\x1d17271231'));
    expect(loop.getState().open).toMatchObject({
      line: PAS,
      quantity: '1',
      lot: { lot: 'LOT123', expiryDate: '2027-12-31' },
    });
    await loop.handle(barcode('8010000000001'));
    expect(loop.getState().open?.quantity).toBe('2');
    expect(await loop.submit()).toMatchObject({
      line: PAS,
      quantity: 2,
      // One piece of a known lot and one of none: the reading claims no lot rather than a wrong one.
      lot: {},
    });
  });

  it('a code that finds no line may make a new one (a supply adds the item read)', async () => {
    const NEW: Line = { id: 9, code: 'NEW', unit: 'KG', expected: 0 };
    const loop = new ScanLoop(
      descriptor({ newLine: async (code) => (code === 'NEW' ? NEW : null) }),
      fakePorts().ports,
    );
    await loop.handle(barcode('NEW'));
    expect(loop.getState().open?.line).toBe(NEW);
  });

  it("a module's field refusal (a supply's quantity of 0) shows under the field, asks nothing, keeps the modal", async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(
      descriptor({
        allowZero: true,
        checkQuantity: (_line, quantity) =>
          quantity > 0 ? { ok: true } : { ok: false, field: 'Inserire una quantità maggiore di 0' },
      }),
      fake.ports,
    );
    loop.open(OIL);
    loop.setQuantity('0');
    expect(await loop.submit()).toBeNull();
    expect(loop.getState().open).toMatchObject({ line: OIL, error: 'Inserire una quantità maggiore di 0' });
    expect(fake.said).toEqual([]);
    loop.setQuantity('2');
    expect(loop.getState().open?.error).toBeNull();
    expect(await loop.submit()).toMatchObject({ line: OIL, quantity: 2, lot: {} });
  });

  it('singleCode (incoming, outside the loop): one whole tag gives its code; two tags warn, sound and give null', () => {
    const fake = fakePorts();
    expect(singleCode(tags('E200A1'), fake.ports)).toBe('E200A1');
    expect(singleCode(tags('E200A1', 'E200A2'), fake.ports)).toBeNull();
    expect(fake.said).toHaveLength(1);
    expect(fake.said[0]!.kind).toBe('warning');
    expect(fake.errors()).toBe(1);
  });

  it('a module may handle a found line itself (counting one at once) instead of opening the modal', async () => {
    const fake = fakePorts();
    const counted: Line[] = [];
    const loop = new ScanLoop(
      descriptor({ onFound: (line) => (line.unit === 'PZ' ? (counted.push(line), true) : false) }),
      fake.ports,
    );
    await loop.handle(barcode('8002'));
    await loop.handle(barcode('8002'));
    expect(counted).toEqual([SCREW, SCREW]);
    expect(loop.getState().open).toBeNull();
    await loop.handle(barcode('8001'));
    expect(loop.getState().open?.line).toBe(OIL);
    // With the modal open the loop's own rules apply: the same item adds one.
    await loop.handle(barcode('8001'));
    expect(loop.getState().open?.quantity).toBe('2');
  });

  // Issue 34: the lot a barcode carries travels with the line to the module's reading.
  const FLOUR: Line = { id: 3, code: '8001234567897', unit: 'KG', expected: 50 };
  const gs1 = (lot: string) => barcode(`(01)08001234567897(10)${lot}(17)270131`);

  it('a GS1-128 finds its line by the GTIN it carries and hands over its lot and use-by with the quantity', async () => {
    const loop = new ScanLoop(
      descriptor({ findLine: (code) => (code === FLOUR.code ? FLOUR : undefined) }),
      fakePorts().ports,
    );
    await loop.handle(gs1('L2611'));
    expect(loop.getState().open).toMatchObject({
      line: FLOUR,
      lot: { lot: 'L2611', expiryDate: '2027-01-31' },
    });
    await loop.handle(gs1('L2611'));
    expect(await loop.submit()).toMatchObject({
      line: FLOUR,
      quantity: 2,
      lot: { lot: 'L2611', expiryDate: '2027-01-31' },
    });
  });

  it("a second lot of the same item in one count keeps no lot rather than a wrong one; a free count gets the reading's lot", async () => {
    const find = (code: string) => (code === FLOUR.code ? FLOUR : undefined);
    const loop = new ScanLoop(descriptor({ findLine: find }), fakePorts().ports);
    await loop.handle(gs1('L2611'));
    await loop.handle(gs1('L2612'));
    expect(await loop.submit()).toMatchObject({ line: FLOUR, quantity: 2, lot: {} });

    const counted: unknown[] = [];
    const free = new ScanLoop(
      descriptor({ findLine: find, onFound: (line, lot) => (counted.push([line.id, lot.lot]), true) }),
      fakePorts().ports,
    );
    await free.handle(barcode('Lotto : L77|Articolo Cliente : FAR'));
    await free.handle(gs1('L2611'));
    expect(counted).toEqual([[3, 'L2611']]);
  });

  it('a tag hands over its code for the server to find its lot; a second tag of the item in one count keeps none', async () => {
    const loop = new ScanLoop(descriptor(), fakePorts().ports);
    await loop.handle(tags('8001'));
    await loop.handle(tags('8001'));
    expect(await loop.submit()).toMatchObject({ line: OIL, quantity: 2, lot: { tag: '8001' } });

    const mixed = new ScanLoop(descriptor({ findLine: () => OIL }), fakePorts().ports);
    await mixed.handle(tags('E280-1'));
    await mixed.handle(tags('E280-2'));
    expect(await mixed.submit()).toMatchObject({ line: OIL, quantity: 2, lot: {} });
  });

  it("an open line's figure changed by another operator stops the confirm once and is said; the next confirm decides on it", async () => {
    const fake = fakePorts();
    const detected = new Map([[SCREW.id, 0]]);
    const seen = {
      current: (l: Line) => l,
      figure: (l: Line) => detected.get(l.id) ?? 0,
      // Said of the line as it is now (its pick names who changed it, domain/live `changedBy`).
      changed: (now: number, l: Line) => `${l.id}: ora ${now}`,
    };
    const loop = new ScanLoop(descriptor({ seen }), fake.ports);
    loop.open(SCREW);
    loop.setQuantity('3');
    detected.set(SCREW.id, 4);
    expect(await loop.submit()).toBeNull();
    expect(fake.said).toEqual([{ kind: 'warning', message: `${SCREW.id}: ora 4`, title: undefined }]);
    expect(loop.getState().open?.quantity).toBe('3');
    expect(await loop.submit()).toMatchObject({ line: SCREW, quantity: 3, lot: {}, seen: 4 });
    // A line opened afresh starts from the figure as it is then: nothing to say.
    loop.open(SCREW);
    expect(await loop.submit()).toMatchObject({ line: SCREW, quantity: 1, lot: {}, seen: 4 });
    expect(fake.said).toHaveLength(1);
  });

  it('a reading dialog (no figure to decide on) follows the line and never stops the confirm; the opened line is handed back', async () => {
    const fake = fakePorts();
    const fresh = { ...SCREW, expected: 12 };
    const loop = new ScanLoop(descriptor({ seen: { current: () => fresh } }), fake.ports);
    loop.open(SCREW);
    loop.setQuantity('3');
    const submitted = await loop.submit();
    expect(submitted).toMatchObject({ line: fresh, opened: SCREW, quantity: 3 });
    expect(fake.said).toEqual([]);
  });
});

// Issue 48 point 4: a GS1 logistic label read barcode by barcode on every scan screen of the loop.
describe('a logistic label read barcode by barcode', () => {
  const CARTON: Line = { id: 7, code: '8001234567897', unit: 'PZ', expected: 100 };
  const GS = '\x1d';
  const SSCC = '(00)380123456789012346';
  /** (02)+(37): the item of the carton and how many; as a wedge types it, with the separator. */
  const CONTENT = `]C10208001234567897${'37'}12${GS}`;
  const LOT = (lot: string) => `1527013110${lot}`;
  const find = (code: string) => (code === CARTON.code ? CARTON : undefined);

  it('the item barcode proposes its count (37); the lot barcode read after it completes the open line', async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor({ findLine: find }), fake.ports);
    await loop.handle(barcode(CONTENT));
    expect(loop.getState().open).toMatchObject({ line: CARTON, quantity: '12', lot: {} });
    await loop.handle(barcode(LOT('LOT42')));
    expect(loop.getState().open).toMatchObject({
      line: CARTON,
      quantity: '12',
      lot: { lot: 'LOT42', expiryDate: '2027-01-31' },
    });
    // Never 'Articolo non trovato': nothing said, no error sound.
    expect(fake.said).toEqual([]);
    expect(fake.errors()).toBe(0);
    expect(await loop.submit()).toMatchObject({
      quantity: 12,
      lot: { lot: 'LOT42', expiryDate: '2027-01-31' },
    });
  });

  it('a second carton adds its count; its own lot barcode keeps the lot when the same, none when another', async () => {
    const loop = new ScanLoop(descriptor({ findLine: find }), fakePorts().ports);
    await loop.handle(barcode(CONTENT));
    await loop.handle(barcode(LOT('LOT42')));
    await loop.handle(barcode(CONTENT));
    // The second carton's lot is not read yet: no lot is claimed for 24 pieces.
    expect(loop.getState().open).toMatchObject({ quantity: '24', lot: {} });
    await loop.handle(barcode(LOT('LOT42')));
    expect(loop.getState().open).toMatchObject({ quantity: '24', lot: { lot: 'LOT42' } });
    await loop.handle(barcode(CONTENT));
    await loop.handle(barcode(LOT('LOT43')));
    expect(loop.getState().open).toMatchObject({ quantity: '36', lot: {} });
  });

  it('the lot barcode read first waits for its item barcode, which opens the line with it', async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor({ findLine: find }), fake.ports);
    await loop.handle(barcode(LOT('LOT42')));
    expect(loop.getState().open).toBeNull();
    expect(fake.refused).toEqual([expect.stringMatching(/leggere prima il barcode dell'articolo \(02\)/)]);
    await loop.handle(barcode(CONTENT));
    expect(loop.getState().open).toMatchObject({
      quantity: '12',
      lot: { lot: 'LOT42', expiryDate: '2027-01-31' },
    });
  });

  it('an SSCC selects a package where the screen chooses packages, and is refused with a message elsewhere', async () => {
    const chosen: string[] = [];
    const packing = new ScanLoop(
      descriptor({ findLine: find, otherCode: async (code) => (chosen.push(code), code === SSCC) }),
      fakePorts().ports,
    );
    await packing.handle(barcode(SSCC));
    expect(chosen).toEqual([SSCC]);

    const other = fakePorts();
    const unknownSscc = new ScanLoop(
      descriptor({ findLine: find, otherCode: async () => false }),
      other.ports,
    );
    await unknownSscc.handle(barcode('(00)380123456789012353'));
    expect(other.refused).toEqual(['SSCC 380123456789012353: nessun collo aperto con questo codice']);

    const picking = fakePorts();
    const loop = new ScanLoop(descriptor({ findLine: find }), picking.ports);
    await loop.handle(barcode(CONTENT));
    await loop.handle(barcode(SSCC));
    expect(picking.refused).toEqual([
      expect.stringMatching(/^SSCC 380123456789012346: è l'etichetta del collo/),
    ]);
    expect(picking.said).toEqual([]);
    // The open line stays as it was.
    expect(loop.getState().open).toMatchObject({ line: CARTON, quantity: '12' });
  });

  it('a free count opens the dialog for a label with a count instead of counting 1', async () => {
    const counted: number[] = [];
    const free = new ScanLoop(
      descriptor({ findLine: find, onFound: (line) => (counted.push(line.id), true) }),
      fakePorts().ports,
    );
    await free.handle(barcode(CONTENT));
    expect(counted).toEqual([]);
    expect(free.getState().open).toMatchObject({ quantity: '12' });
  });

  it('an unknown GS1 code is shown as printed under its barcode, no separator box', async () => {
    const fake = fakePorts();
    const loop = new ScanLoop(descriptor({ findLine: () => undefined }), fake.ports);
    await loop.handle(barcode(`]C10109501101530003${'10'}AB${GS}17270131`));
    expect(fake.said[0]?.message).toBe(
      'Articolo non trovato!<br>Codice letto: (01)09501101530003(10)AB(17)270131',
    );
  });
});
