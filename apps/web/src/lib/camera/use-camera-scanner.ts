/**
 * Opens the rear camera into a <video> and decodes its frames until one holds a barcode; every
 * barcode of that frame is handed over (a logistic label's are read as one, frame-reading.ts). Each decode
 * is recorded as a `camera-decode` performance measure (the benchmark reads them). The stream stops
 * when the component unmounts or a barcode is found. Only the aiming box's part of each frame is
 * decoded (aim.ts). Any failure (no camera, permission refused, no decoder) goes to `onError`.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { aimCrop } from './aim';
import { createDetector, type DetectedBarcode } from './detector';
import { frameReading } from './frame-reading';

export type CameraScannerState = 'starting' | 'scanning';

export interface CameraScannerHandlers {
  onDetected(barcode: DetectedBarcode): void;
  onError(error: unknown): void;
}

/** Pause between two decodes: decoding is the costly part, 8–10 tries a second is plenty. */
const FRAME_GAP_MS = 100;

export const DECODE_MEASURE = 'camera-decode';

async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia)
    throw new Error('getUserMedia is not available (no camera or no HTTPS)');
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: false,
  });
}

export function useCameraScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  handlers: CameraScannerHandlers,
): CameraScannerState {
  const [state, setState] = useState<CameraScannerState>('starting');
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    const stop = () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    void (async () => {
      try {
        const [opened, detector] = await Promise.all([openRearCamera(), createDetector()]);
        stream = opened;
        if (stopped) return stop();
        const video = videoRef.current;
        if (!video) return stop();
        video.srcObject = stream;
        await video.play();
        setState('scanning');
        while (!stopped) {
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const start = performance.now();
            const crop = aimCrop(
              { width: video.videoWidth, height: video.videoHeight },
              {
                width: video.clientWidth || video.videoWidth,
                height: video.clientHeight || video.videoHeight,
              },
            );
            const aimed = await createImageBitmap(video, crop.sx, crop.sy, crop.sw, crop.sh);
            const found = await detector.detect(aimed).finally(() => aimed.close());
            performance.measure(DECODE_MEASURE, { start, end: performance.now(), detail: detector.kind });
            const barcode = frameReading(found);
            if (barcode && !stopped) {
              stop();
              handlersRef.current.onDetected(barcode);
              return;
            }
          }
          await sleep(FRAME_GAP_MS);
        }
      } catch (error) {
        if (stopped) return;
        stop();
        handlersRef.current.onError(error);
      }
    })();
    return stop;
  }, [videoRef]);

  return state;
}
