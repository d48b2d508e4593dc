/** 'Ristampa etichette' (spec §2, §5, §8): the choice of an open package whose label is printed again. */
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Package } from '../../domain/records';
import { m } from '../../messages/it';
import { reprintPackage } from './reprint-package';

const t = m.project;

export function ReprintModal({
  opened,
  packages,
  printerId,
  onClose,
}: {
  opened: boolean;
  packages: Package[];
  printerId: number | null;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pkg = packages.find((p) => String(p.id) === chosen) ?? null;
  const submit = async () => {
    if (!pkg || printerId === null || busy) return;
    setBusy(true);
    try {
      if (await reprintPackage(printerId, pkg)) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t.reprintLabels}</Text>}
      centered
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="sm" data-testid="reprint-modal">
        <Select
          label={t.package}
          data={packages.map((p) => ({ value: String(p.id), label: p.name ?? '' }))}
          value={chosen}
          onChange={setChosen}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="reprint-package"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} h={44}>
            {t.cancel}
          </Button>
          <Button
            disabled={!pkg}
            loading={busy}
            onClick={() => void submit()}
            h={44}
            data-testid="reprint-confirm"
          >
            {t.print}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
