import { describe, expect, it } from 'vitest';
import { gs1128Field, gs1128FieldData } from '../../../src/printing/gs1-128';
import { fillTemplate } from '../../../src/printing/template';

describe('GS1-128 in ZPL', () => {
  it('an SSCC: start C, FNC1, nine digit pairs', () => {
    expect(gs1128FieldData([{ ai: '00', value: '380123451234567891' }])).toBe('>;>800380123451234567891');
  });

  it('a variable-length value before another element ends with FNC1; text continues in subset B', () => {
    expect(
      gs1128FieldData([
        { ai: '10', value: 'L1' },
        { ai: '37', value: '12' },
      ]),
    ).toBe('>;>810>6L1>83712');
  });

  it('an odd count at the end leaves three digits, not one, to subset B', () => {
    expect(
      gs1128FieldData([
        { ai: '02', value: '08012345000029' },
        { ai: '37', value: '6' },
      ]),
    ).toBe('>;>80208012345000029>6376');
  });

  it('keeps 0.5 mm bars when the symbol fits, narrows them when it would not', () => {
    expect(gs1128Field('00380123451234567891', 256, 4, 750)).toMatch(/^\^BY4\^BCN,256,N,N,N\^FH\^FD/);
    expect(gs1128Field('00380123451234567891', 256, 4, 400)).toMatch(/^\^BY2\^/);
    expect(gs1128Field('', 256, 4, 750)).toBe('');
  });

  it('a template field with {{…|gs1128:H}} becomes the whole barcode field', () => {
    const zpl = fillTemplate('^XA^PW812^FO64,100^BY4{{sscc_elements|gs1128:256}}^XZ', {
      sscc_elements: '00380123451234567891',
    });
    expect(zpl).toBe('^XA^PW812^FO64,100^BY4^BY4^BCN,256,N,N,N^FH^FD>;>800380123451234567891^FS^XZ');
  });
});
