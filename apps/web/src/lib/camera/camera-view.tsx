/**
 * The camera viewfinder, full screen over the page: the live picture, a hint and a close button. It
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
import { readerLine } from './formats';
import { useCameraScanner } from './use-camera-scanner';

const t = m.barcode.camera;

export function CameraView({ onClose }: { onClose: () => void }) {
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
      void dialogs.error(t.unavailable);
    },
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

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
        <video
          ref={videoRef}
          muted
          playsInline
          data-testid="camera-video"
          style={{ flex: 1, minHeight: 0, width: '100%', objectFit: 'cover' }}
        />
        <Stack gap="xs" p="sm" bg="dark.7">
          <Text c="white" ta="center" size="md" data-testid="camera-hint">
            {state === 'starting' ? t.starting : t.hint}
          </Text>
          <Button size="lg" fullWidth variant="white" onClick={onClose} data-testid="camera-close">
            {t.close}
          </Button>
        </Stack>
      </Box>
    </Portal>
  );
}
