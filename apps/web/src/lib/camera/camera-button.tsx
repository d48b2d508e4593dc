/**
 * The header's camera button, for devices without a hardware reader: shown while the screen in front
 * takes readings. The viewfinder and the decoder load on the first tap (their own chunk).
 */
import { useState, type ComponentType } from 'react';
import { ActionIcon } from '@mantine/core';
import { m } from '../../messages/it';
import { IconScan } from '../components/icons';
import { dialogs } from '../dialogs/dialogs';
import { useTakesReadings } from '../reader/readings';

type CameraViewComponent = ComponentType<{ onClose: () => void }>;

export function CameraScanButton() {
  const takesReadings = useTakesReadings();
  const [View, setView] = useState<CameraViewComponent | null>(null);
  const [open, setOpen] = useState(false);

  const openCamera = async () => {
    setOpen(true);
    if (View) return;
    try {
      const { CameraView } = await import('./camera-view');
      setView(() => CameraView);
    } catch (error) {
      console.error('Camera view not loaded:', error);
      setOpen(false);
      void dialogs.error(m.barcode.camera.unavailable);
    }
  };

  if (!takesReadings) return null;
  return (
    <>
      <ActionIcon
        variant="transparent"
        c="white"
        size={44}
        aria-label={m.barcode.camera.open}
        data-testid="camera-scan"
        onClick={() => void openCamera()}
      >
        <IconScan />
      </ActionIcon>
      {open && View && <View onClose={() => setOpen(false)} />}
    </>
  );
}
