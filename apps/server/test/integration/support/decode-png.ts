import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The barcodes a PNG shows, read by zxing-wasm — the decoder the handheld's camera uses (apps/web),
 * resolved from the web app's dependencies — as a scanner transmits them in human-readable GS1 form,
 * e.g. `(00)380123451234567891`, top to bottom.
 */
const fromWeb = createRequire(new URL('../../../../web/package.json', import.meta.url));

/** The part of zxing-wasm's reader used here (its types live with the web app). */
interface Reader {
  prepareZXingModule(options: { overrides: { wasmBinary: ArrayBuffer } }): unknown;
  readBarcodes(
    input: Uint8Array,
    options: { formats: string[]; tryHarder: boolean; maxNumberOfSymbols: number },
  ): Promise<{ text: string; symbologyIdentifier: string; position: { topLeft: { y: number } } }[]>;
}
let reader: Promise<Reader> | undefined;

function load(): Promise<Reader> {
  reader ??= (async () => {
    const module = (await import(pathToFileURL(fromWeb.resolve('zxing-wasm/reader')).href)) as Reader;
    const wasm = fromWeb.resolve('zxing-wasm/reader/zxing_reader.wasm');
    module.prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer } });
    return module;
  })();
  return reader;
}

export async function decodePng(png: Uint8Array): Promise<{ text: string; gs1: boolean }[]> {
  const { readBarcodes } = await load();
  const found = await readBarcodes(png, { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols: 8 });
  return found
    .sort((a, b) => a.position.topLeft.y - b.position.topLeft.y)
    .map((r) => ({ text: r.text, gs1: r.symbologyIdentifier === ']C1' }));
}
