/** The supply modal: creates or edits a supply's name and project date (both required). */
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { m } from '../../messages/it';
import { today } from '../../domain/format';
import type { Project } from '../../domain/records';
import { isSupplyFormComplete, type SupplyForm } from './rules';

const t = m.store.supplyModal;

export interface SupplyModalProps {
  /** null: closed; 'new': create; a project: edit it. */
  target: Project | 'new' | null;
  busy: boolean;
  onSave: (form: SupplyForm, project: Project | null) => void;
  onClose: () => void;
}

export function SupplyModal({ target, busy, onSave, onClose }: SupplyModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === 'new' ? t.newTitle : t.editTitle}
      transitionProps={{ duration: 100 }}
      centered
    >
      {target !== null && (
        <SupplyFields
          key={target === 'new' ? 'new' : target.id}
          project={target === 'new' ? null : target}
          busy={busy}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function SupplyFields({
  project,
  busy,
  onSave,
  onClose,
}: Omit<SupplyModalProps, 'target'> & { project: Project | null }) {
  const [form, setForm] = useState<SupplyForm>({
    name: project?.name ?? '',
    project_date: project?.project_date?.slice(0, 10) ?? today(),
  });
  const complete = isSupplyFormComplete(form);
  return (
    <form
      data-testid="supply-modal"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !busy) onSave(form, project);
      }}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          label={t.name}
          withAsterisk
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          data-testid="supply-name"
        />
        <TextInput
          type="date"
          label={t.projectDate}
          withAsterisk
          required
          value={form.project_date}
          onChange={(e) => setForm({ ...form, project_date: e.currentTarget.value })}
          data-testid="supply-date"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!complete || busy} loading={busy} data-testid="supply-confirm">
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
