/**
 * 'Stampa etichette' (spec §2, §5, §8): the label-count modal (a whole number from 1 to 500). One
 * server command creates the packages and prints their labels.
 */
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { labelCount } from '@warehouse/shared';
import { dialogs } from '../../lib/dialogs';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { preparePackages } from './api';

const t = m.project;

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
            data-wedge-guard
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
