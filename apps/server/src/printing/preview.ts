/**
 * ZPL → PNG with zpl-renderer-js (MIT; a WASM build of the Go renderer zebrash), for label previews
 * and the virtual printer. The module is about 8 MB of inlined WASM: it is imported on the first
 * render only and kept for the life of the process.
 */
import { labelSize } from './template';

/** Dots per millimetre of the printers we target (203 dpi). */
export const DOTS_PER_MM = 8;
/** When a label does not say its size (^PW/^LL): 100 × 150 mm. */
const DEFAULT_SIZE_MM = { width: 100, height: 150 };

type RendererApi = {
  zplToBase64Async(zpl: string, widthMm?: number, heightMm?: number, dpmm?: number): Promise<string>;
};
let renderer: Promise<RendererApi> | undefined;

function loadRenderer(): Promise<RendererApi> {
  renderer ??= import('zpl-renderer-js').then(async (mod) => (await mod.ready).api as RendererApi);
  // A failed load is not cached: the next preview tries again.
  renderer.catch(() => (renderer = undefined));
  return renderer;
}

/** The size to render a label at, in millimetres, from its ^PW and ^LL. */
export function labelSizeMm(zpl: string): { width: number; height: number } {
  const { widthDots, lengthDots } = labelSize(zpl);
  return {
    width: widthDots ? widthDots / DOTS_PER_MM : DEFAULT_SIZE_MM.width,
    height: lengthDots ? lengthDots / DOTS_PER_MM : DEFAULT_SIZE_MM.height,
  };
}

/** One label rendered to PNG bytes. */
export async function renderLabelPng(zpl: string): Promise<Buffer> {
  const api = await loadRenderer();
  const { width, height } = labelSizeMm(zpl);
  const base64 = await api.zplToBase64Async(zpl, width, height, DOTS_PER_MM);
  return Buffer.from(base64, 'base64');
}
