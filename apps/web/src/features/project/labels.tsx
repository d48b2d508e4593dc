/**
 * 'Stampa etichette' and 'Ristampa etichette' (spec §2, §5, §8): the label-count modal (a whole
 * number from 1 to 500) and the package-choice modal. Printing goes through the server (one command
 * creates the packages and prints their labels; a reprint is one print_single_barcode).
 */
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { labelCount } from '@warehouse/shared';
import type { Package } from '../../domain/records';
import { PRINT_TEMPLATES, printTemplate } from '../../lib/printing';
import { dialogs } from '../../lib/dialogs';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { preparePackages } from './api';

const t = m.project;

/** Prints a package's label again and says how it went. */
export async function reprintPackage(printerId: number, pkg: Package): Promise<boolean> {
  const outcome = await printTemplate(
    printerId,
    PRINT_TEMPLATES.package,
    { package_name: pkg.name ?? '' },
    1,
  );
  if (outcome.ok) {
    toast.success(t.reprinted(pkg.name ?? ''));
    return true;
  }
  void dialogs.error(outcome.message || t.printError);
  return false;
}

export function PrintLabelsModal({
  opened,
  projectId,
  printerId,
  onClose,
  onCreated,
}: {
  opened: boolean;
  projectId: number | null;
  printerId: number | null;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [value, setValue] = useState<string | number>('');
  const [busy, setBusy] = useState(false);
  const count = labelCount(value);
  const submit = async () => {
    if (count === null || projectId === null || busy) return;
    setBusy(true);
    try {
      const answer = await preparePackages(projectId, count, printerId);
      onCreated();
      onClose();
      setValue('');
      toast.success(t.packagesCreated);
      if (answer.labels?.error) {
        void dialogs.error(`${answer.labels.error}<br>${t.printedSome(answer.labels.printed, count)}`);
      } else if (answer.labels) {
        toast.success(t.printed(answer.labels.printed));
      }
    } catch {
      // the API client has shown the server's message; nothing was created
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t.printLabels}</Text>}
      centered
      transitionProps={{ duration: 0 }}
    >
      <form
        data-testid="print-labels-modal"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <NumberInput
            label={t.labelCount}
            value={value}
            onChange={setValue}
            allowDecimal={false}
            data-autofocus
            inputMode="numeric"
            data-testid="label-count"
            error={value !== '' && count === null ? t.labelCountInvalid : null}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} h={44}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              disabled={count === null}
              loading={busy}
              h={44}
              data-testid="label-count-confirm"
            >
              {t.print}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

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
