/**
 * The device's rear camera for a still photo (spec §9: a PNG from the rear camera): a live preview
 * in a <video> the caller renders, `capture()` takes the current frame as a PNG. `getUserMedia`
 * is asked for the environment-facing camera; a device with only a front camera still gets a
 * preview (`ideal`, not `exact`), one without any camera — or a refused permission — fails.
 *
 * The stream is stopped when the caller stops it, on unmount, and when the page is hidden (the
 * camera is released for other apps and its light goes off).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'off' | 'starting' | 'live';

export interface RearCamera {
  state: CameraState;
  /** Give this to the preview <video> (muted, playsInline). */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** Opens the camera; false when there is none or it may not be used. */
  start(): Promise<boolean>;
  stop(): void;
  /** The current frame as a PNG, or null when the camera shows nothing yet. */
  capture(): Promise<Blob | null>;
}

const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 960 } },
};

export function useRearCamera(): RearCamera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    if (streamRef.current) return true;
    if (!navigator.mediaDevices?.getUserMedia) return false; // plain http on a LAN, old browsers
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      streamRef.current = stream;
      setState('live');
      return true;
    } catch {
      setState('off');
      return false;
    }
  }, []);

  // The <video> mounts once the state is live: attach the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [state]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      stop();
    };
  }, [stop]);

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0 || video.videoHeight === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  }, []);

  return { state, videoRef, start, stop, capture };
}
