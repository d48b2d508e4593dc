/**
 * The barcode formats camera scanning decodes (Barcode Detection API names) and the symbology name
 * each one takes in a reader line, `Barcode (<code>) [<symbology>]`, as a hardware reader sends it.
 * GS1-128, GS1 DataMatrix and GS1 QR are Code 128, DataMatrix and QR whose text carries GS1 data
 * (group separators as ASCII 29): the parser recognises them by their content.
 */
export const CAMERA_FORMATS = {
  ean_8: 'EAN8',
  ean_13: 'EAN13',
  upc_a: 'UPCA',
  upc_e: 'UPCE',
  code_128: 'CODE128',
  code_39: 'CODE39',
  itf: 'ITF',
  data_matrix: 'DATAMATRIX',
  qr_code: 'QRCODE',
} as const;

export type CameraFormat = keyof typeof CAMERA_FORMATS;

export const CAMERA_FORMAT_NAMES = Object.keys(CAMERA_FORMATS) as CameraFormat[];

/** A decoded barcode as the reader bridge would send it, so it follows the readers' pipeline. */
export function readerLine(code: string, format: string): string {
  const symbology = CAMERA_FORMATS[format as CameraFormat] ?? format.toUpperCase();
  return `Barcode (${code}) [${symbology}]`;
}
