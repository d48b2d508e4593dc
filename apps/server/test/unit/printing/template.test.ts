import { describe, expect, it } from 'vitest';
import { cut, escapeFieldData } from '../../../src/printing/field-data';
import { LABEL_FIELDS, orderLabelFields } from '../../../src/printing/label-fields';
import { SHIPPED_TEMPLATES } from '../../../src/printing/shipped-templates';
import {
  ean13Data,
  fillTemplate,
  labelSize,
  parseTemplate,
  TemplateError,
} from '../../../src/printing/template';

describe('field data', () => {
  it('escapes the three characters that mean something in ^FH field data, keeps accents and €', () => {
    expect(escapeFieldData('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
    expect(escapeFieldData('Caffè € 5')).toBe('Caffè € 5');
  });

  it('control characters become spaces, emoji a question mark, joiners go', () => {
    expect(escapeFieldData('a\r\nb\tc\u0000')).toBe('a  b c ');
    expect(escapeFieldData('ok 👍🏽 👨‍👩‍👧')).toBe('ok ?? ???');
  });

  it('cuts by characters, not bytes, and says so', () => {
    expect(cut('àèìòù', 5)).toBe('àèìòù');
    expect(cut('àèìòùà', 5)).toBe('àè...');
    expect(escapeFieldData('x'.repeat(10_000))).toHaveLength(500);
  });
});

describe('templates', () => {
  const wrap = (inner: string) => `^XA^CI28^FO10,10^A0N,20,20^FH^FD${inner}^FS^XZ`;

  it('every shipped template is valid and uses only known fields', () => {
    for (const t of SHIPPED_TEMPLATES) expect(() => parseTemplate(t.body)).not.toThrow();
  });

  it('names the unknown placeholder', () => {
    expect(() => parseTemplate(wrap('{{customer_nam}}'))).toThrow(
      new TemplateError('Segnaposto sconosciuto nel modello: {{customer_nam}}'),
    );
  });

  it.each([
    ['^XA^FO1,1^FD{{barcode}}^FS^XZ', '^FH'], // no ^FH: the value could not be escaped
    ['^XA^FO1,1^FH\\^FD{{barcode}}^FS^XZ', '^FH'], // another escape character
    ['^XA^FO1,1^FH^FD{{barcode|code128:50}}^FS^XZ', 'fuori'], // a barcode placeholder inside a field
    [wrap('{{barcode|cut}}'), 'numero'],
    [wrap('{{barcode|price:3}}'), 'argomenti'],
    [wrap('{{barcode|upper}}'), 'Filtro sconosciuto'],
    [wrap('{{barcode'), 'non chiuso'],
    ['{{barcode}}', '^XA'],
  ])('refuses %s', (body, words) => {
    expect(() => parseTemplate(body)).toThrow(words);
  });

  it('fills, formats prices, cuts, and puts the copies before ^XZ', () => {
    const body = wrap('{{item_description|cut:9}} {{item_retail_price|price}}');
    expect(fillTemplate(body, { item_description: 'Caffè^macinato', item_retail_price: 2 }, 3)).toBe(
      '^XA^CI28^FO10,10^A0N,20,20^FH^FDCaffè_5E... 2,00^FS^PQ3^XZ',
    );
  });

  it('a missing value prints empty; a price that is not a number prints as given', () => {
    expect(
      fillTemplate(wrap('[{{item_code}}] {{item_retail_price|price}}'), { item_retail_price: 'n.d.' }),
    ).toBe(wrap('[] n.d.'));
  });

  it('barcodes: EAN-13 when the check digit is right, else Code 128 with > doubled, nothing when empty', () => {
    const body = '^XA^FO1,1{{item_barcode|barcode:50}}^XZ';
    expect(fillTemplate(body, { item_barcode: '8001234567897' })).toBe(
      '^XA^FO1,1^BEN,50,Y,N^FD800123456789^FS^XZ',
    );
    expect(fillTemplate(body, { item_barcode: '8001234567890' })).toBe(
      '^XA^FO1,1^BCN,50,Y,N,N^FH^FD8001234567890^FS^XZ',
    );
    expect(fillTemplate(body, { item_barcode: 'A>B^C é' })).toBe(
      '^XA^FO1,1^BCN,50,Y,N,N^FH^FDA><B_5EC ?^FS^XZ',
    );
    expect(fillTemplate(body, { item_barcode: '  ' })).toBe('^XA^FO1,1^XZ');
    expect(ean13Data('400638133393')).toBe('400638133393');
  });

  it('replaces a ^PQ of the template instead of adding a second one', () => {
    expect(fillTemplate('^XA^PQ5^FO1,1^FH^FD{{barcode}}^FS^XZ', { barcode: 'x' }, 2)).toBe(
      '^XA^FO1,1^FH^FDx^FS^PQ2^XZ',
    );
  });

  it('reads the label size', () => {
    expect(labelSize('^XA^PW480^LL320^XZ')).toEqual({ widthDots: 480, lengthDots: 320 });
  });
});

describe('order label fields', () => {
  it('address parts, date as dd/mm/yyyy, ten lines at most', () => {
    const fields = orderLabelFields({
      date: new Date(2026, 0, 5),
      customer: { name: 'Rossi', province: 'MI' },
      packageIncremental: 1,
      projectPackagesNumber: 4,
      packageName: 'P-1',
      lines: Array.from({ length: 12 }, (_, i) => ({ quantity: i, description: `riga ${i}` })),
    });
    expect(fields).toMatchObject({
      current_date: '05/01/2026',
      customer_name: 'Rossi',
      customer_address: '',
      customer_province: 'MI',
    });
    expect(fields.item_9_description).toBe('riga 9');
    expect(fields).not.toHaveProperty('item_10_description');
    for (const name of Object.keys(fields)) expect(LABEL_FIELDS).toHaveProperty(name);
  });
});
