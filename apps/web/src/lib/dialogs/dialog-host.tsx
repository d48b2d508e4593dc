import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { m } from '../../messages/it';
import { MultilineText } from '../components/multiline-text';
import { useOpenDialogs, type OpenDialog } from './dialogs';

/** A dialog's title in the language shown (read when shown, not when this module loads: issue 45). */
const titleOf = (kind: OpenDialog['kind']): string =>
  ({
    info: m.dialogs.infoTitle,
    warning: m.dialogs.warningTitle,
    error: m.dialogs.errorTitle,
    confirm: m.dialogs.confirmTitle,
    prompt: m.dialogs.promptTitle,
  })[kind];

const TITLE_COLOR: Partial<Record<OpenDialog['kind'], string>> = {
  warning: 'orange.8',
  error: 'red.8',
};

function dismissValue(kind: OpenDialog['kind']): unknown {
  if (kind === 'confirm') return false;
  if (kind === 'prompt') return null;
  return undefined;
}

function PromptField({ dialog }: { dialog: OpenDialog }) {
  const p = dialog.prompt ?? {};
  const [value, setValue] = useState(p.initialValue ?? '');
  const missing = !!p.required && value.trim() === '';
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing) dialog.close(value);
      }}
    >
      <Stack gap="md">
        <TextInput
          data-autofocus
          label={p.label}
          placeholder={p.placeholder}
          type={p.inputType ?? 'text'}
          withAsterisk={!!p.required}
          required={!!p.required}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          data-testid="dialog-prompt-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => dialog.close(null)}>
            {m.dialogs.cancel}
          </Button>
          <Button type="submit" disabled={missing}>
            {m.dialogs.ok}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DialogButtons({ dialog }: { dialog: OpenDialog }) {
  switch (dialog.kind) {
    case 'confirm':
      return (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => dialog.close(false)}>
            {m.dialogs.no}
          </Button>
          <Button data-autofocus onClick={() => dialog.close(true)}>
            {m.dialogs.yes}
          </Button>
        </Group>
      );
    case 'error':
      return (
        <Group justify="flex-end">
          <Button color="red" data-autofocus onClick={() => dialog.close(undefined)}>
            {m.dialogs.continue}
          </Button>
        </Group>
      );
    case 'prompt':
      return null;
    default:
      return (
        <Group justify="flex-end">
          <Button data-autofocus onClick={() => dialog.close(undefined)}>
            {m.dialogs.ok}
          </Button>
        </Group>
      );
  }
}

/** Shows the dialogs opened through `dialogs.*`. Mounted once, by the app's providers. */
export function DialogHost() {
  const open = useOpenDialogs();
  return (
    <>
      {open.map((dialog, index) => (
        <Modal
          key={dialog.id}
          opened
          centered
          zIndex={1000 + index}
          onClose={() => dialog.close(dismissValue(dialog.kind))}
          closeOnClickOutside={dialog.kind === 'info' || dialog.kind === 'warning'}
          withCloseButton={false}
          transitionProps={{ duration: 100 }}
          title={
            <Text fw={700} c={TITLE_COLOR[dialog.kind]}>
              {dialog.title ?? titleOf(dialog.kind)}
            </Text>
          }
        >
          <Stack
            gap="lg"
            data-testid={`dialog-${dialog.kind}`}
            data-dialog-kind={dialog.kind}
            data-dialog-id={dialog.id}
          >
            {/* A long code read (hundreds of characters) scrolls inside, so the buttons stay on screen. */}
            <Text
              data-testid="dialog-message"
              style={{ overflowWrap: 'anywhere', maxHeight: '55vh', overflowY: 'auto' }}
            >
              <MultilineText text={dialog.message} />
            </Text>
            {dialog.kind === 'prompt' ? <PromptField dialog={dialog} /> : <DialogButtons dialog={dialog} />}
          </Stack>
        </Modal>
      ))}
    </>
  );
}
