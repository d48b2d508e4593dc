/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a barcode rendered by bwip-js,
 * printed black on white in the middle of a 640×480 frame, written as a short Y4M video (Chromium
 * loops it). Only the grey level matters to decoders, so the picture is the Y plane and the colour
 * planes are neutral.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { toBuffer } from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;

interface Gray {
  width: number;
  height: number;
  /** One byte per pixel, 0 black … 255 white. */
  pixels: Uint8Array;
}

/** Decodes the 8-bit, non-interlaced grey/RGB/RGBA PNGs bwip-js writes into grey levels on white. */
export function decodePng(png: Buffer): Gray {
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9] as number;
      if (body[8] !== 8 || body[12] !== 0) throw new Error('Only 8-bit non-interlaced PNGs are supported');
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (!channels) throw new Error(`PNG colour type ${colorType} not supported`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (rows[y * stride + x - channels] as number) : 0;
      const b = y > 0 ? (rows[(y - 1) * stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (rows[(y - 1) * stride + x - channels] as number) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`PNG filter ${filter} unknown`);
      rows[y * stride + x] = ((line[x] as number) + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const px = rows.subarray(i * channels, (i + 1) * channels);
    const grey =
      channels >= 3 ? ((px[0] as number) + (px[1] as number) + (px[2] as number)) / 3 : (px[0] as number);
    const alpha = channels === 4 ? (px[3] as number) / 255 : channels === 2 ? (px[1] as number) / 255 : 1;
    pixels[i] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return { width, height, pixels };
}

/** The barcode on a white 640×480 frame (it must fit): centred, or from the left edge (`atLeft`). */
function frameOf(barcode: Gray, atLeft = false): Uint8Array {
  if (barcode.width > WIDTH || barcode.height > HEIGHT) throw new Error('Barcode larger than the frame');
  const frame = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const left = atLeft ? 0 : Math.floor((WIDTH - barcode.width) / 2);
  const top = Math.floor((HEIGHT - barcode.height) / 2);
  for (let y = 0; y < barcode.height; y++) {
    frame.set(barcode.pixels.subarray(y * barcode.width, (y + 1) * barcode.width), (top + y) * WIDTH + left);
  }
  return frame;
}

/** A Y4M video (4:2:0) of `frames` identical frames at 10 fps. */
export function y4m(luma: Uint8Array, frames = 10): Buffer {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/**
 * Renders a barcode with bwip-js (`bcid` such as 'ean13', 'gs1datamatrix') into a Y4M file; `atLeft`
 * puts it at the frame's left edge, outside what a phone's viewfinder shows.
 */
export async function fakeCameraVideo(
  bcid: string,
  text: string,
  scale: number,
  { atLeft = false }: { atLeft?: boolean } = {},
): Promise<string> {
  const png = await toBuffer({
    bcid,
    text,
    scale,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-camera-'));
  const file = join(dir, `${bcid}.y4m`);
  writeFileSync(file, y4m(frameOf(decodePng(png), atLeft)));
  return file;
}

/**
 * A logistic label with several barcodes (each `bcid`, `text`, `scale`, bar `height` in mm) stacked
 * in the middle of the frame, `gap` pixels apart, into a Y4M file: what a camera sees of a whole
 * label (issue 48).
 */
export async function fakeCameraLabel(
  barcodes: { bcid: string; text: string; scale: number; height?: number }[],
  gap = 10,
): Promise<string> {
  const parts: Gray[] = [];
  for (const { bcid, text, scale, height } of barcodes) {
    const png = await toBuffer({
      bcid,
      text,
      scale,
      ...(height ? { height } : {}),
      paddingwidth: 4,
      paddingheight: 2,
      backgroundcolor: 'FFFFFF',
    });
    parts.push(decodePng(png));
  }
  const width = Math.max(...parts.map((p) => p.width));
  const height = parts.reduce((sum, p) => sum + p.height, 0) + gap * (parts.length - 1);
  const pixels = new Uint8Array(width * height).fill(255);
  let top = 0;
  for (const part of parts) {
    const left = Math.floor((width - part.width) / 2);
    for (let y = 0; y < part.height; y++)
      pixels.set(part.pixels.subarray(y * part.width, (y + 1) * part.width), (top + y) * width + left);
    top += part.height + gap;
  }
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-camera-'));
  const file = join(dir, 'label.y4m');
  writeFileSync(file, y4m(frameOf({ width, height, pixels })));
  return file;
}

/** A frame without any barcode (grey noise): what decoding costs when there is nothing to find. */
export function noiseVideo(): string {
  const luma = new Uint8Array(WIDTH * HEIGHT);
  let seed = 42;
  for (let i = 0; i < luma.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    luma[i] = 64 + (seed % 128);
  }
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-camera-'));
  const file = join(dir, 'noise.y4m');
  writeFileSync(file, y4m(luma));
  return file;
}
