/**
 * A barcode detector for camera frames: the browser's own BarcodeDetector where it decodes every
 * format we need (Android Chrome), otherwise the `barcode-detector` ponyfill over ZXing-C++
 * WebAssembly. The ponyfill and its WASM are fetched only here, when the camera opens; the WASM
 * file is part of our build (`?url` import, copied into dist/assets) and served by our own server:
 * the ponyfill would otherwise fetch it from a public CDN, and a warehouse handheld may have no
 * internet.
 */
import { CAMERA_FORMAT_NAMES, type CameraFormat } from './formats';

export interface DetectedBarcode {
  rawValue: string;
  format: string;
}

export interface Detector {
  /** Which implementation decodes: shown nowhere, useful in logs and the benchmark. */
  kind: 'native' | 'zxing-wasm';
  detect(source: HTMLVideoElement | ImageBitmap): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement | ImageBitmap): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: CameraFormat[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!CAMERA_FORMAT_NAMES.every((f) => supported.includes(f))) return null;
    const detector = new Native({ formats: CAMERA_FORMAT_NAMES });
    return { kind: 'native', detect: (source) => detector.detect(source) };
  } catch {
    return null;
  }
}

let zxing: Promise<Detector> | null = null;

function zxingDetector(): Promise<Detector> {
  zxing ??= (async () => {
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmPath }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    const wasmUrl = new URL(wasmPath, document.baseURI).href;
    // Instantiate now, from our own origin, so a missing WASM fails here and not on the first frame.
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
    const detector = new BarcodeDetector({ formats: CAMERA_FORMAT_NAMES });
    return { kind: 'zxing-wasm' as const, detect: (source) => detector.detect(source) };
  })();
  // A failed load may succeed later (network back): do not keep the failure.
  zxing.catch(() => (zxing = null));
  return zxing;
}

export async function createDetector(): Promise<Detector> {
  return (await nativeDetector()) ?? zxingDetector();
}
