/**
 * The header's camera button, for devices without a hardware reader: shown while the screen in front
 * takes readings. The viewfinder and the decoder load on the first tap (their own chunk). A
 * viewfinder closed because the page was hidden (another app, the screen off) is offered again when
 * the page shows: the operator was reading and should not have to look for the button (issue 48).
 */
import { useState, type ComponentType } from 'react';
import { ActionIcon, Button, Group, Paper, Portal, Text } from '@mantine/core';
import { m } from '../../messages/it';
import { IconScan } from '../components/icons';
import { dialogs } from '../dialogs/dialogs';
import { useTakesReadings } from '../reader/readings';

type CameraViewComponent = ComponentType<{ onClose: (reason?: 'hidden') => void }>;

export function CameraScanButton() {
  const takesReadings = useTakesReadings();
  const [View, setView] = useState<CameraViewComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [offerReopen, setOfferReopen] = useState(false);

  const openCamera = async () => {
    setOfferReopen(false);
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
      {open && View && (
        <View
          onClose={(reason) => {
            setOpen(false);
            setOfferReopen(reason === 'hidden');
          }}
        />
      )}
      {offerReopen && !open && (
        <ReopenOffer onReopen={() => void openCamera()} onDismiss={() => setOfferReopen(false)} />
      )}
    </>
  );
}

/** Shown at the bottom of the screen once the page is back: reopen the viewfinder, or leave it. */
function ReopenOffer({ onReopen, onDismiss }: { onReopen: () => void; onDismiss: () => void }) {
  const t = m.barcode.camera;
  return (
    <Portal>
      <Paper
        shadow="md"
        p="sm"
        withBorder
        data-testid="camera-reopen-offer"
        style={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 250 }}
      >
        <Text size="sm" mb="xs">
          {t.interrupted}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button h={44} px="sm" style={{ flex: 1 }} onClick={onReopen} data-testid="camera-reopen">
            {t.reopen}
          </Button>
          <Button h={44} px="sm" variant="default" onClick={onDismiss} data-testid="camera-reopen-dismiss">
            {t.dismiss}
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
