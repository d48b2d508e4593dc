/**
 * One valid and at least one invalid element string for every family of application identifiers in
 * GS1's Syntax Dictionary, read through `parseGs1` as a scanner transmits them (GS = FNC1).
 */
import { describe, expect, it } from 'vitest';
import { parseGs1, poundsToKg, type Gs1Result } from '../../src/barcode/gs1';
import { hasValidCheckPair } from '../../src/barcode/gs1-linters';

const today = new Date('2025-06-15T10:00:00Z');
const parse = (text: string) => parseGs1(text, { today });
const GS = '\x1d';
const GTIN = '09501101530003';
const SSCC = '106141411234567897';
const GLN = '9501101530003';

function ok(result: Gs1Result) {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result;
}

/** [family, valid element string, the elements read from it, invalid string, its error code] */
const FAMILIES: [string, string, [string, string][], string, string][] = [
  ['00 SSCC', `00${SSCC}`, [['00', SSCC]], `00${SSCC.slice(0, 17)}1`, 'check-digit'],
  ['01 GTIN', `01${GTIN}`, [['01', GTIN]], '0109501101530A03', 'not-numeric'],
  [
    '02 content',
    `00${SSCC}02${GTIN}3712`,
    [
      ['00', SSCC],
      ['02', GTIN],
      ['37', '12'],
    ],
    `02${GTIN}`,
    'missing-companion',
  ],
  ['03 made-to-order GTIN', `03${GTIN}`, [['03', GTIN]], `03${GTIN}${GS}3712`, 'conflicting-ai'],
  [
    '10 batch/lot',
    `01${GTIN}10AB-12/x`,
    [
      ['01', GTIN],
      ['10', 'AB-12/x'],
    ],
    `01${GTIN}10A B`,
    'invalid-character',
  ],
  [
    '11 production date',
    `01${GTIN}11240229`,
    [
      ['01', GTIN],
      ['11', '240229'],
    ],
    `01${GTIN}11250229`,
    'invalid-date',
  ],
  [
    '12 due date',
    `415${GLN}8020REF1${GS}12251231`,
    [
      ['415', GLN],
      ['8020', 'REF1'],
      ['12', '251231'],
    ],
    '12251231',
    'missing-companion',
  ],
  [
    '13 packaging date',
    `01${GTIN}13250100`,
    [
      ['01', GTIN],
      ['13', '250100'],
    ],
    `01${GTIN}13251301`,
    'invalid-date',
  ],
  [
    '15 best before',
    `01${GTIN}15260600`,
    [
      ['01', GTIN],
      ['15', '260600'],
    ],
    `01${GTIN}1526063`,
    'too-short',
  ],
  [
    '16 sell by',
    `01${GTIN}16260101`,
    [
      ['01', GTIN],
      ['16', '260101'],
    ],
    `01${GTIN}1626013A`,
    'not-numeric',
  ],
  [
    '17 expiry',
    `01${GTIN}17261231`,
    [
      ['01', GTIN],
      ['17', '261231'],
    ],
    `01${GTIN}17261232`,
    'invalid-date',
  ],
  [
    '20 variant',
    `01${GTIN}2007`,
    [
      ['01', GTIN],
      ['20', '07'],
    ],
    `01${GTIN}207`,
    'too-short',
  ],
  [
    '21 serial',
    `01${GTIN}21S/N-1`,
    [
      ['01', GTIN],
      ['21', 'S/N-1'],
    ],
    `01${GTIN}21${'X'.repeat(21)}`,
    'too-long',
  ],
  [
    '22 consumer product variant',
    `01${GTIN}22V1`,
    [
      ['01', GTIN],
      ['22', 'V1'],
    ],
    '22V1',
    'missing-companion',
  ],
  [
    '235 third-party serial extension',
    `01${GTIN}235TPX1`,
    [
      ['01', GTIN],
      ['235', 'TPX1'],
    ],
    `01${GTIN}235TPX1${GS}21S`,
    'conflicting-ai',
  ],
  [
    '240–243 additional ids',
    `01${GTIN}240ADD${GS}241CPN${GS}242123${GS}243PCN`,
    [
      ['01', GTIN],
      ['240', 'ADD'],
      ['241', 'CPN'],
      ['242', '123'],
      ['243', 'PCN'],
    ],
    `01${GTIN}2421234567`,
    'too-long',
  ],
  [
    '250–251 secondary serial, source',
    `01${GTIN}21S1${GS}250SEC${GS}251SRC`,
    [
      ['01', GTIN],
      ['21', 'S1'],
      ['250', 'SEC'],
      ['251', 'SRC'],
    ],
    `01${GTIN}250SEC`,
    'missing-companion',
  ],
  ['253 GDTI', `253${GLN}DOC1`, [['253', `${GLN}DOC1`]], `2539501101530004DOC1`, 'check-digit'],
  [
    '254 GLN extension',
    `414${GLN}254EXT`,
    [
      ['414', GLN],
      ['254', 'EXT'],
    ],
    '254EXT',
    'missing-companion',
  ],
  ['255 GCN', `255${GLN}12`, [['255', `${GLN}12`]], `255${GLN}${GS}01${GTIN}`, 'conflicting-ai'],
  [
    '30 variable count',
    `01${GTIN}3012`,
    [
      ['01', GTIN],
      ['30', '12'],
    ],
    `01${GTIN}30123456789`,
    'too-long',
  ],
  [
    '310n net weight (kg)',
    `01${GTIN}3102001250`,
    [
      ['01', GTIN],
      ['3102', '001250'],
    ],
    `01${GTIN}31020012`,
    'too-short',
  ],
  [
    '320n net weight (lb)',
    `01${GTIN}3202005512`,
    [
      ['01', GTIN],
      ['3202', '005512'],
    ],
    `01${GTIN}3202005512${GS}3203005512`,
    'conflicting-ai',
  ],
  [
    '311n–316n, 321n–329n dimensions and volumes',
    `01${GTIN}3111000150${GS}3151001000${GS}3221000120`,
    [
      ['01', GTIN],
      ['3111', '000150'],
      ['3151', '001000'],
      ['3221', '000120'],
    ],
    `01${GTIN}3116000150`,
    'unknown-ai',
  ],
  [
    '330n–369n logistic measures',
    `00${SSCC}3301012000${GS}3401002640${GS}3363000500`,
    [
      ['00', SSCC],
      ['3301', '012000'],
      ['3401', '002640'],
      ['3363', '000500'],
    ],
    '3301012000',
    'missing-companion',
  ],
  [
    '37 count',
    `00${SSCC}02${GTIN}3724`,
    [
      ['00', SSCC],
      ['02', GTIN],
      ['37', '24'],
    ],
    `00${SSCC}02${GTIN}37A`,
    'not-numeric',
  ],
  [
    '390n–391n amounts',
    `255${GLN}12${GS}39021250`,
    [
      ['255', `${GLN}12`],
      ['3902', '1250'],
    ],
    `415${GLN}8020R${GS}39120001250`,
    'invalid-value',
  ],
  [
    '392n–393n prices',
    `01${GTIN}3012${GS}3932978199${GS}`,
    [
      ['01', GTIN],
      ['30', '12'],
      ['3932', '978199'],
    ],
    `01${GTIN}3922199`,
    'missing-companion',
  ],
  [
    '394n–395n percentage and price per unit',
    `255${GLN}12${GS}39411250`,
    [
      ['255', `${GLN}12`],
      ['3941', '1250'],
    ],
    `255${GLN}12${GS}3941125`,
    'too-short',
  ],
  [
    '400–403 order, GINC, GSIN, route',
    `400PO-1${GS}401${GLN}X${GS}40212345678901234560`,
    [
      ['400', 'PO-1'],
      ['401', `${GLN}X`],
      ['402', '12345678901234560'],
    ],
    '40212345678901234561',
    'check-digit',
  ],
  [
    '410–417 GLNs',
    `410${GLN}411${GLN}412${GLN}413${GLN}`,
    [
      ['410', GLN],
      ['411', GLN],
      ['412', GLN],
      ['413', GLN],
    ],
    '4109501101530004',
    'check-digit',
  ],
  [
    '420–427 postal code and countries',
    `01${GTIN}422380${GS}420I-20100`,
    [
      ['01', GTIN],
      ['422', '380'],
      ['420', 'I-20100'],
    ],
    `01${GTIN}422999`,
    'invalid-value',
  ],
  [
    '4300–4333 ship-to and return-to data',
    `00${SSCC}4307IT${GS}4321${'1'}${GS}4331000800-`,
    [
      ['00', SSCC],
      ['4307', 'IT'],
      ['4321', '1'],
      ['4331', '000800-'],
    ],
    `00${SSCC}4307XX`,
    'invalid-value',
  ],
  [
    '7001–7011 fish, meat, harvest',
    `01${GTIN}7003251231${'2359'}${GS}7006250101`,
    [
      ['01', GTIN],
      ['7003', '2512312359'],
      ['7006', '250101'],
    ],
    `01${GTIN}70032512312460`,
    'invalid-time',
  ],
  [
    '7020–7023 refurbishment',
    `01${GTIN}416${GLN}7020RL1${GS}7021OK${GS}7022REV`,
    [
      ['01', GTIN],
      ['416', GLN],
      ['7020', 'RL1'],
      ['7021', 'OK'],
      ['7022', 'REV'],
    ],
    `01${GTIN}7022REV`,
    'missing-companion',
  ],
  [
    '703n processors',
    `01${GTIN}7030380PROC`,
    [
      ['01', GTIN],
      ['7030', '380PROC'],
    ],
    `01${GTIN}7030000PROC`,
    'invalid-value',
  ],
  [
    '7040–7041 UIC, freight unit type',
    `7040${'1A-_'.slice(0, 0)}1ABC${GS}00${SSCC}7041BX`,
    [
      ['7040', '1ABC'],
      ['00', SSCC],
      ['7041', 'BX'],
    ],
    `00${SSCC}7041QQQ`,
    'invalid-value',
  ],
  [
    '710–717 national healthcare numbers',
    `01${GTIN}710PZN1234`,
    [
      ['01', GTIN],
      ['710', 'PZN1234'],
    ],
    '710PZN1234',
    'missing-companion',
  ],
  [
    '723n certifications',
    `01${GTIN}7230EMCERT1`,
    [
      ['01', GTIN],
      ['7230', 'EMCERT1'],
    ],
    `01${GTIN}7230E`,
    'too-short',
  ],
  [
    '724n–725n protocol, media, persons',
    `01${GTIN}7240PROT`,
    [
      ['01', GTIN],
      ['7240', 'PROT'],
    ],
    `8018106141410000412348${GS}725020230231`,
    'invalid-date',
  ],
  [
    '8001 roll dimensions',
    `01${GTIN}800102500020000101`,
    [
      ['01', GTIN],
      ['8001', '02500020000101'],
    ],
    `01${GTIN}800100000020000101`,
    'invalid-value',
  ],
  ['8003 GRAI', `80030${GLN}S1`, [['8003', `0${GLN}S1`]], `80031${GLN}S1`, 'invalid-value'],
  [
    '8004 GIAI, 8007 IBAN',
    `8004950110ASSET${GS}415${GLN}8020R1${GS}8007GB82WEST12345698765432`,
    [
      ['8004', '950110ASSET'],
      ['415', GLN],
      ['8020', 'R1'],
      ['8007', 'GB82WEST12345698765432'],
    ],
    `415${GLN}8020R1${GS}8007GB83WEST12345698765432`,
    'invalid-value',
  ],
  ['8006 ITIP', `8006${GTIN}0102`, [['8006', `${GTIN}0102`]], `8006${GTIN}0302`, 'invalid-value'],
  [
    '8008 production time',
    `01${GTIN}8008251231235959`,
    [
      ['01', GTIN],
      ['8008', '251231235959'],
    ],
    `01${GTIN}800825123124`,
    'invalid-time',
  ],
  [
    '8013 GMN',
    '80131987654Ad4X4bL5ttr2310c2K',
    [['8013', '1987654Ad4X4bL5ttr2310c2K']],
    '80131987654Ad4X4bL5ttr2310c2L',
    'check-digit',
  ],
  [
    '8017–8019 GSRN and service relation',
    `8017106141410000412348${GS}8019123`,
    [
      ['8017', '106141410000412348'],
      ['8019', '123'],
    ],
    `8017106141410000412348${GS}8018106141410000412348`,
    'conflicting-ai',
  ],
  [
    '8026 ITIP content',
    `00${SSCC}8026${GTIN}0102${GS}3712`,
    [
      ['00', SSCC],
      ['8026', `${GTIN}0102`],
      ['37', '12'],
    ],
    `00${SSCC}8026${GTIN}0000${GS}3712`,
    'invalid-value',
  ],
  [
    '8040–8043 IMEI, eSIM',
    `01${GTIN}21S${GS}8040123456789012345`,
    [
      ['01', GTIN],
      ['21', 'S'],
      ['8040', '123456789012345'],
    ],
    `01${GTIN}21S${GS}804012345678901234`,
    'too-short',
  ],
  [
    '8110–8112 coupons, 8200 product URL',
    `8110106141416543213500110000310123${GS}01${GTIN}8200http://example.com`,
    [
      ['8110', '106141416543213500110000310123'],
      ['01', GTIN],
      ['8200', 'http://example.com'],
    ],
    '8200http://example.com',
    'missing-companion',
  ],
  [
    '90–99 internal',
    `90INT-1${GS}91A${GS}99Z.Z`,
    [
      ['90', 'INT-1'],
      ['91', 'A'],
      ['99', 'Z.Z'],
    ],
    `90${'A'.repeat(31)}`,
    'too-long',
  ],
];

describe('parseGs1: every family of application identifiers', () => {
  it.each(FAMILIES)('%s: valid', (_family, valid, elements) => {
    expect(ok(parse(valid)).elements).toEqual(elements.map(([ai, value]) => ({ ai, value })));
  });

  it.each(FAMILIES)('%s: invalid', (_family, _valid, _elements, invalid, code) => {
    const result = parse(invalid);
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
  });
});

describe('parseGs1: decoded values', () => {
  it('dates of every kind, with day 00 and the century rule', () => {
    const { data } = ok(parse(`01${GTIN}11250200${'13250610'}15260600${'16991231'}17740101`));
    expect(data).toMatchObject({
      productionDate: '2025-02-28',
      packagingDate: '2025-06-10',
      bestBefore: '2026-06-30',
      sellBy: '1999-12-31',
      expiry: '2074-01-01',
    });
  });

  it('measures keep their value and give the decimal value and unit', () => {
    const result = ok(parse(`01${GTIN}3111000150${GS}3151001000${GS}3373000025`));
    expect(result.elements[1]).toEqual({ ai: '3111', value: '000150' });
    expect(result.data.measures).toEqual([
      { ai: '3111', title: 'LENGTH (m)', value: 15, unit: 'm' },
      { ai: '3151', title: 'NET VOLUME (l)', value: 100, unit: 'l' },
      { ai: '3373', title: 'KG PER m²', value: 0.025, unit: 'kg/m²' },
    ]);
  });

  it('prices and amounts with their currency', () => {
    expect(ok(parse(`01${GTIN}3012${GS}3932978199`)).data.amounts).toEqual([
      { ai: '3932', title: 'PRICE', value: 1.99, currency: '978' },
    ]);
    expect(ok(parse(`01${GTIN}3012${GS}3922450`)).data.amounts).toEqual([
      { ai: '3922', title: 'PRICE', value: 4.5 },
    ]);
  });

  it('a GLN to ship to and a physical location', () => {
    expect(ok(parse(`410${GLN}414${GLN}`)).data).toEqual({ shipTo: GLN, location: GLN });
  });
});

describe('net weight in pounds', () => {
  it('is converted to kilograms, keeping the label value and unit', () => {
    const { data } = ok(parse(`01${GTIN}3202005512`));
    expect(data.netWeight).toEqual({ value: 55.12, unit: 'lb' });
    expect(data.netWeightKg).toBe(25.002011);
    expect(data.measures).toEqual([{ ai: '3202', title: 'NET WEIGHT (lb)', value: 55.12, unit: 'lb' }]);
  });

  it('poundsToKg uses the exact definition of the pound', () => {
    expect(poundsToKg(1)).toBe(0.453592);
    expect(poundsToKg(100)).toBe(45.359237);
    expect(poundsToKg(0)).toBe(0);
  });

  it('the same weight in kg and lb agrees, different weights conflict', () => {
    expect(ok(parse(`01${GTIN}3100000001${'3205'}220462`)).data.netWeightKg).toBeCloseTo(1, 5);
    expect(parse(`01${GTIN}3102001250${'3202'}005512`)).toMatchObject({
      ok: false,
      error: { code: 'conflicting-ai' },
    });
  });
});

describe('parseGs1: pairing rules of the dictionary', () => {
  it('refuses an AI without its required companion and names it', () => {
    expect(parse('10LOT1')).toMatchObject({ ok: false, error: { code: 'missing-companion', ai: '10' } });
    expect(parse(`02${GTIN}`)).toMatchObject({ ok: false, error: { code: 'missing-companion', ai: '02' } });
  });

  it('accepts it when the caller combines several barcodes of one label (requireCompanions: false)', () => {
    expect(ok(parseGs1('10LOT1', { today, requireCompanions: false })).data).toEqual({ lot: 'LOT1' });
  });

  it('refuses AIs that exclude each other whatever their order', () => {
    expect(parse(`01${GTIN}02${GTIN}`)).toMatchObject({ ok: false, error: { code: 'conflicting-ai' } });
    expect(parse(`00${SSCC}02${GTIN}3712${GS}01${GTIN}`)).toMatchObject({
      ok: false,
      error: { code: 'conflicting-ai' },
    });
  });
});

describe('parseGs1: bad input', () => {
  it.each([
    ['a group separator inside a predefined-length value', `01095011${GS}01530003`, 'separator-in-value'],
    ['a substitute separator inside a predefined-length value', '01095011<GS>01530003', 'separator-in-value'],
    ['a truncated fixed value at the end', '0109501101', 'too-short'],
    ['a truncated GLN in the human-readable form', `(410)950110153000`, 'too-short'],
    ['letters in a numeric AI', `01${GTIN}30ABC`, 'not-numeric'],
    ['an impossible date', `01${GTIN}17250431`, 'invalid-date'],
    ['29 February of a common year', `01${GTIN}17250229`, 'invalid-date'],
    ['a duplicate AI with another value', `01${GTIN}10A${GS}10B`, 'duplicate-ai'],
    ['an unknown AI', `01${GTIN}2399`, 'unknown-ai'],
    ['hostile text', '<script>alert(1)</script>', 'not-gs1'],
    ['a control character in a value', `01${GTIN}10A\u0000B`, 'invalid-character'],
  ])('%s', (_case, text, code) => {
    const result = parse(text);
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
    expect(result.ok || result.error.message.length > 0).toBe(true);
  });

  it('survives a huge reading without a crash', () => {
    const result = parse(`01${GTIN}10${'A'.repeat(100_000)}`);
    expect(result).toMatchObject({ ok: false, error: { code: 'too-long', ai: '10' } });
  });
});

describe('GS1 check character pair (GMN)', () => {
  it("accepts GS1's examples and refuses a changed character", () => {
    expect(hasValidCheckPair('1987654Ad4X4bL5ttr2310c2K')).toBe(true);
    expect(hasValidCheckPair('1987654Ad4X4bL5ttr2310c2L')).toBe(false);
    expect(hasValidCheckPair('2')).toBe(false);
  });
});
