/**
 * The package photo (spec §2): 'Scatta Foto' opens the rear camera with a live preview; 'Scatta'
 * takes the frame (shutter sound), which is then saved ('Salva') or discarded ('Scarta', after a
 * confirmation, back to the preview); a saved photo can be removed ('Rimuovi Foto', confirmed).
 * No camera or a refused permission: 'Camera del dispositivo non presente o non utilizzabile!'.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { dialogs } from '../../lib/dialogs';
import { useRearCamera } from '../../lib/photo';
import { feedback } from '../../lib/reader';
import { m } from '../../messages/it';

const t = m.package;

/** An object URL for a blob, revoked when it changes or the panel goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function PhotoPanel({
  photo,
  onChange,
}: {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
}) {
  const camera = useRearCamera();
  const [shot, setShot] = useState<Blob | null>(null);
  const shotUrl = useObjectUrl(shot);
  const photoUrl = useObjectUrl(photo);

  const open = async () => {
    if (!(await camera.start())) void dialogs.error(t.cameraError);
  };
  const take = async () => {
    const blob = await camera.capture();
    if (!blob) return void dialogs.warning(t.captureFailed);
    feedback.shutter();
    setShot(blob);
  };
  const save = () => {
    onChange(shot);
    setShot(null);
    camera.stop();
  };
  const discard = async () => {
    if (await dialogs.confirm(t.confirmDiscard)) setShot(null);
  };
  const remove = async () => {
    if (await dialogs.confirm(t.confirmRemove)) onChange(null);
  };

  const frame = {
    width: '100%',
    maxHeight: 260,
    objectFit: 'contain' as const,
    background: '#000',
    borderRadius: 4,
  };

  if (camera.state !== 'off' || shotUrl) {
    // The preview stays mounted (hidden) while a shot is judged, so 'Scarta' returns to it live.
    return (
      <Stack gap="xs">
        {camera.state === 'starting' && <Text c="dimmed">{t.cameraStarting}</Text>}
        <video
          ref={camera.videoRef}
          muted
          playsInline
          aria-label={t.cameraPreview}
          data-testid="camera-preview"
          style={{ ...frame, display: shotUrl ? 'none' : 'block' }}
        />
        {shotUrl ? (
          <Stack gap="xs" data-testid="photo-shot">
            <Image src={shotUrl} alt={t.photoAlt} style={frame} />
            <Group grow>
              <Button size="md" variant="default" onClick={() => void discard()} data-testid="photo-discard">
                {t.discardPhoto}
              </Button>
              <Button size="md" onClick={save} data-testid="photo-save">
                {t.savePhoto}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group grow>
            <Button size="md" variant="default" onClick={camera.stop} data-testid="camera-cancel">
              {t.cameraCancel}
            </Button>
            <Button
              size="md"
              disabled={camera.state !== 'live'}
              onClick={() => void take()}
              data-testid="photo-take"
            >
              {t.shoot}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  if (photoUrl) {
    return (
      <Group gap="sm" wrap="nowrap" data-testid="photo-saved">
        <Image src={photoUrl} alt={t.photoAlt} w={96} h={96} fit="cover" radius="sm" />
        <Button
          size="md"
          variant="light"
          color="red"
          onClick={() => void remove()}
          data-testid="photo-remove"
        >
          {t.removePhoto}
        </Button>
      </Group>
    );
  }
  return (
    <Button size="md" variant="light" onClick={() => void open()} data-testid="photo-open">
      {t.takePhoto}
    </Button>
  );
}
