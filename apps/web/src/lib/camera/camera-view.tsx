/**
 * The camera viewfinder, full screen over the page: the live picture with its aiming box (only what
 * the box frames is decoded), a hint and a close button. The device's Back button closes the
 * viewfinder only (a history entry of its own), and it closes when the page is hidden (the button
 * offers to reopen it when the page shows again). It
 * is its own lazy chunk (with the decoder) so that screens load without it. A decoded barcode closes
 * the view and goes into the readings pipeline as a reader line (beep, parse, the screen in front).
 * Not an aria-modal dialog on purpose: the reading arrives at the screen as a reader's would, and
 * screens ignore readings while a modal dialog is open.
 */
import { useEffect, useRef } from 'react';
import { Box, Button, Portal, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { dialogs } from '../dialogs/dialogs';
import { deliverLine } from '../reader/readings';
import { feedback } from '../reader/feedback';
import { AIM_HEIGHT, AIM_WIDTH } from './aim';
import { readerLine } from './formats';
import { useCameraScanner } from './use-camera-scanner';

const t = m.barcode.camera;

/** Why the viewfinder closed by itself: the page was hidden (the camera offers to reopen then). */
export type CameraCloseReason = 'hidden';

export function CameraView({ onClose }: { onClose: (reason?: CameraCloseReason) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useCameraScanner(videoRef, {
    onDetected: ({ rawValue, format }) => {
      onClose();
      deliverLine(readerLine(rawValue, format), 'camera');
    },
    onError: (error) => {
      console.error('Camera not usable:', error);
      onClose();
      feedback.error();
      const denied = error instanceof DOMException && error.name === 'NotAllowedError';
      void dialogs.error(denied ? m.scanner.camera.denied : t.unavailable);
    },
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const onHidden = () => document.visibilityState === 'hidden' && onClose('hidden');
    document.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [onClose]);

  useBackClosesView(onClose);

  return (
    <Portal>
      <Box
        role="region"
        aria-label={t.title}
        data-testid="camera-view"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 300,
          background: '#000',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <video
            ref={videoRef}
            muted
            playsInline
            data-testid="camera-video"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            data-testid="camera-aim"
            style={{
              position: 'absolute',
              left: `${((1 - AIM_WIDTH) / 2) * 100}%`,
              top: `${((1 - AIM_HEIGHT) / 2) * 100}%`,
              width: `${AIM_WIDTH * 100}%`,
              height: `${AIM_HEIGHT * 100}%`,
              border: '3px solid #4ade80',
              borderRadius: 8,
              boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.45)',
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Stack gap="xs" p="sm" bg="dark.7">
          <Text c="white" ta="center" size="md" data-testid="camera-hint">
            {state === 'starting' ? t.starting : m.scanner.camera.aim}
          </Text>
          <Button size="lg" fullWidth variant="white" onClick={() => onClose()} data-testid="camera-close">
            {t.close}
          </Button>
        </Stack>
      </Box>
    </Portal>
  );
}

/**
 * Android's Back while the viewfinder is open closes it and nothing else: the view has a history
 * entry of its own (same address), which Back pops; closing it otherwise takes that entry away.
 */
function useBackClosesView(onClose: () => void): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    let popped = false;
    window.history.pushState({ ...(window.history.state as object | null), cameraView: true }, '');
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      const ours = (window.history.state as { cameraView?: boolean } | null)?.cameraView === true;
      if (!popped && ours) window.history.back();
    };
  }, []);
}
