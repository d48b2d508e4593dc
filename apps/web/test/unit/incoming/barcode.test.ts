import { describe, expect, it, vi } from 'vitest';
import { resolveIncomingBarcode, type BarcodeDeps } from '../../../src/features/incoming/barcode';
import { lineByCode, lineByGtin, orderLines } from '../../../src/features/incoming/order-lines';
import type { Pick, Project as Order } from '../../../src/domain/records';

const ORDERS: Order[] = [
  { id: 1, name: 'AC-2025-0001' },
  { id: 2, name: 'AC-2025-0002' },
];

const PASTA = { id: 100, code: 'PAS-500', barcode: '8000000000002', description: 'Pasta' };

const PICKS: Pick[] = [
  {
    id: 11,
    project_id: 1,
    item_id: 100,
    quantity: 120,
    quantity_detected: 20,
    item: PASTA,
  },
  {
    id: 12,
    project_id: 1,
    item_id: 101,
    quantity: 60.5,
    quantity_detected: 0,
    item: {
      id: 101,
      code: 'OLI-1L',
      barcode: null,
      description: 'Olio',
      additional_barcodes: [{ id: 1, item_id: 101, code: '9501101530003' }],
    },
  },
  // The same item on a second line of the order: quantities add up.
  { id: 13, project_id: 1, item_id: 100, quantity: 30, quantity_detected: 0, item: PASTA },
];

function deps(orders: Order[][] = [ORDERS], picks: Pick[] | Error = PICKS) {
  const list = [...orders];
  return {
    orders: vi.fn(async (_fresh: boolean) => (list.length > 1 ? list.shift()! : list[0]!)),
    lines: vi.fn(async (_orderId: number) => {
      if (picks instanceof Error) throw picks;
      return orderLines(picks);
    }),
  } satisfies BarcodeDeps;
}

describe('orderLines', () => {
  it('one line per item, quantities summed, remaining = quantity − detected', () => {
    const lines = orderLines(PICKS);
    expect(lines.map((l) => [l.item.code, l.quantity, l.detected, l.remaining])).toEqual([
      ['OLI-1L', 60.5, 0, 60.5],
      ['PAS-500', 150, 20, 130],
    ]);
  });

  it('finds a line by item code and by GTIN (barcode or additional barcode, any GTIN length)', () => {
    const lines = orderLines(PICKS);
    expect(lineByCode(lines, 'PAS-500')?.item.id).toBe(100);
    expect(lineByCode(lines, ' PAS-500 ')?.item.id).toBe(100);
    expect(lineByCode(lines, 'NOPE')).toBeUndefined();
    expect(lineByGtin(lines, '08000000000002')?.item.id).toBe(100);
    expect(lineByGtin(lines, '09501101530003')?.item.id).toBe(101);
    expect(lineByGtin(lines, '9501101530003')?.item.id).toBe(101);
    expect(lineByGtin(lines, '00000000000000')).toBeUndefined();
  });
});

describe('resolveIncomingBarcode: the spec format', () => {
  it('fills order, item, lot and weight', async () => {
    const outcome = await resolveIncomingBarcode(
      'ente : AC-2025-0001|Articolo Cliente : OLI-1L|Lotto : L7|Peso netto Kg : 12,5',
      deps(),
    );
    expect(outcome).toEqual({ ok: true, patch: { orderId: 1, itemId: 101, lot: 'L7', weight: 12.5 } });
  });

  it('an order alone fills the order', async () => {
    await expect(resolveIncomingBarcode('ente : AC-2025-0002', deps())).resolves.toEqual({
      ok: true,
      patch: { orderId: 2 },
    });
  });

  it('without the order part: Il barcode letto non contiene il campo ordine', async () => {
    await expect(resolveIncomingBarcode('Articolo Cliente : OLI-1L|Lotto : L7', deps())).resolves.toEqual({
      ok: false,
      message: 'Il barcode letto non contiene il campo ordine',
    });
  });

  it('an order not open, even after asking the server again: Il barcode letto non contiene un ordine aperto', async () => {
    const d = deps();
    await expect(resolveIncomingBarcode('ente : AC-2025-9999|Articolo Cliente : OLI-1L', d)).resolves.toEqual(
      {
        ok: false,
        message: 'Il barcode letto non contiene un ordine aperto',
      },
    );
    expect(d.orders.mock.calls).toEqual([[false], [true]]);
  });

  it('an order opened after the list was loaded is found by asking again', async () => {
    const d = deps([[ORDERS[0]!], ORDERS]);
    await expect(resolveIncomingBarcode('ente : AC-2025-0002', d)).resolves.toMatchObject({
      ok: true,
      patch: { orderId: 2 },
    });
  });

  it('a closed order is not open', async () => {
    const d = deps([[{ id: 3, name: 'AC-CLOSED', closed: true }]]);
    await expect(resolveIncomingBarcode('ente : AC-CLOSED', d)).resolves.toMatchObject({
      ok: false,
      message: 'Il barcode letto non contiene un ordine aperto',
    });
  });

  it("an item not on the order: L'articolo associato al barcode non è presente nell'ordine (the order is kept)", async () => {
    await expect(
      resolveIncomingBarcode('ente : AC-2025-0001|Articolo Cliente : RIS-CAR|Lotto : L7', deps()),
    ).resolves.toEqual({
      ok: false,
      message: "L'articolo associato al barcode non è presente nell'ordine",
      patch: { orderId: 1 },
    });
  });

  it("the order's lines cannot be read: Errore in ricerca Righe Ordine e Articoli", async () => {
    await expect(
      resolveIncomingBarcode(
        'ente : AC-2025-0001|Articolo Cliente : OLI-1L',
        deps([ORDERS], new Error('Giù')),
      ),
    ).resolves.toEqual({
      ok: false,
      message: 'Errore in ricerca Righe Ordine e Articoli',
      detail: 'Giù',
      patch: { orderId: 1 },
    });
  });

  it.each(['HELLO WORLD', 'AC-0001', '8001234567890', '80012345', '08001234567893'])(
    'a code that is no box label (text, an order name, an item GTIN) lacks the order part: %j',
    async (code) => {
      await expect(resolveIncomingBarcode(code, deps())).resolves.toEqual({
        ok: false,
        message: 'Il barcode letto non contiene il campo ordine',
      });
    },
  );

  it("an item's own EAN/GTIN with an order chosen is that item of the order, or refused as not on it", async () => {
    await expect(resolveIncomingBarcode('8000000000002', deps(), 1)).resolves.toEqual({
      ok: true,
      patch: { orderId: 1, itemId: 100 },
    });
    await expect(resolveIncomingBarcode('9501101530003', deps(), 1)).resolves.toEqual({
      ok: true,
      patch: { orderId: 1, itemId: 101 },
    });
    await expect(resolveIncomingBarcode('8001234567890', deps(), 1)).resolves.toEqual({
      ok: false,
      message: "L'articolo associato al barcode non è presente nell'ordine",
      patch: { orderId: 1 },
    });
  });

  it.each([
    ['0109501101530004', 'Cifra di controllo errata (AI 01)'],
    ['400AC-1\x1d0109501101530003' + '17251301', 'Data non valida (AI 17)'],
    ['400AC-1\x1d10L9', 'Manca un dato obbligatorio (per esempio il GTIN) (AI 10)'],
    ['400AC-1\x1d01095011<GS>01530003', 'Separatore di gruppo dentro un valore a lunghezza fissa (AI 01)'],
    ['https://id.gs1.org/prodotto/1', 'Indirizzo GS1 Digital Link non riconosciuto'],
  ])('a GS1 barcode refused says why: %j', async (code, detail) => {
    await expect(resolveIncomingBarcode(code, deps())).resolves.toEqual({
      ok: false,
      message: 'Errore nella lettura del barcode/tag',
      detail,
    });
  });
});

describe('resolveIncomingBarcode: GS1', () => {
  it.each([
    ['\x1d', ']C1400AC-2025-0001\x1d0109501101530003' + '3102006050' + '10L9'],
    ['<GS>', '400AC-2025-0001<GS>0109501101530003' + '3102006050' + '10L9'],
    ['|', '400AC-2025-0001|0109501101530003' + '3102006050' + '10L9'],
    ['human readable', '(400)AC-2025-0001(01)09501101530003(3102)006050(10)L9'],
  ])(
    'order (400), GTIN (01) of an additional barcode, weight (3102), lot (10) — %s',
    async (_label, code) => {
      await expect(resolveIncomingBarcode(code, deps())).resolves.toEqual({
        ok: true,
        patch: { orderId: 1, itemId: 101, lot: 'L9', weight: 60.5 },
      });
    },
  );

  it('AI 02 matches the item barcode', async () => {
    await expect(
      resolveIncomingBarcode(
        '00106141411234567897' + '0208000000000002' + '3712' + '\x1d400AC-2025-0001',
        deps(),
      ),
    ).resolves.toMatchObject({
      ok: true,
      patch: { orderId: 1, itemId: 100 },
    });
  });

  it('weight in pounds (320n) becomes kg to the gram, with the label weight; expiry and best before come along', async () => {
    await expect(
      resolveIncomingBarcode(
        ']C1400AC-2025-0001\x1d0109501101530003' + '3202005512' + '15260600' + '17261231' + '10L9',
        deps(),
      ),
    ).resolves.toEqual({
      ok: true,
      patch: {
        orderId: 1,
        itemId: 101,
        lot: 'L9',
        weight: 25.002,
        labelWeight: { value: 55.12, unit: 'lb' },
        expiry: '2026-12-31',
        bestBefore: '2026-06-30',
      },
    });
  });

  it('without AI 400: the order field is missing', async () => {
    await expect(resolveIncomingBarcode('0109501101530003' + '10L9', deps())).resolves.toEqual({
      ok: false,
      message: 'Il barcode letto non contiene il campo ordine',
    });
  });

  it('a GTIN of no item of the order', async () => {
    await expect(
      resolveIncomingBarcode('400AC-2025-0001\x1d0110801234567898', deps()),
    ).resolves.toMatchObject({
      ok: false,
      message: "L'articolo associato al barcode non è presente nell'ordine",
    });
  });
});
