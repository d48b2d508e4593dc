/**
 * The order modal (spec sections 2, 4, 5): show (read-only), edit or new, with every field of the
 * spec — id and the flags closed, partial, prepared, delivered, suspended hidden. Confirm stays
 * disabled while read-only and while a required field (all but id) is empty. The form's state and
 * writes are in use-order-form.ts; the read-only fields in order-details.tsx. The actions stick to
 * the bottom and the close button is 44 px: both within a gloved thumb's reach at 360×640.
 */
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Project } from '../../domain/records';
import { m } from '../../messages/it';
import type { OrderMode } from './mode';
import { OrderDetails } from './order-details';
import { useOrderForm, type OrderModalMode } from './use-order-form';

export type { OrderModalMode } from './use-order-form';

const t = m.order;

export interface OrderModalProps {
  mode: OrderModalMode;
  orderMode: OrderMode;
  order: Project | null;
  onClose: () => void;
  /** After a create, update or delete. */
  onChanged: () => void;
  onModeChange: (mode: OrderModalMode) => void;
}

const FLAGS = ['closed', 'partial', 'prepared', 'delivered', 'suspended'] as const;

export function OrderModal({ mode, orderMode, order, onClose, onChanged, onModeChange }: OrderModalProps) {
  const fullScreen = useMediaQuery('(max-width: 600px)');
  const form = useOrderForm(mode, orderMode, order, () => {
    onChanged();
    onClose();
  });
  const { values, editable, busy } = form;
  const variant = editable ? 'default' : 'filled';

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={fullScreen}
      size="lg"
      title={t.modalTitle[mode]}
      closeButtonProps={{ 'aria-label': t.close, size: 44 }}
      data-testid="order-modal"
    >
      <form
        data-testid={`order-modal-${mode}`}
        onSubmit={(e) => {
          e.preventDefault();
          void form.confirm();
        }}
      >
        <input type="hidden" name="id" value={order?.id ?? ''} data-testid="order-field-id" />
        {FLAGS.map((flag) => (
          <input
            key={flag}
            type="hidden"
            name={flag}
            value={String(Boolean(order?.[flag]))}
            data-testid={`order-field-${flag}`}
          />
        ))}
        <Stack gap="sm">
          <TextInput
            size="md"
            label={t.fields.name}
            withAsterisk
            required={editable}
            readOnly={!editable}
            variant={variant}
            value={values.name}
            onChange={(e) => form.set({ name: e.currentTarget.value })}
            data-autofocus={editable || undefined}
            data-testid="order-field-name"
          />
          <TextInput
            size="md"
            label={t.fields.description}
            readOnly={!editable}
            variant={variant}
            value={values.description}
            onChange={(e) => form.set({ description: e.currentTarget.value })}
            data-testid="order-field-description"
          />
          {form.changedNote && (
            <Alert color="orange" p="xs" data-testid="order-changed">
              {form.changedNote}
            </Alert>
          )}
          {form.storedNote && (
            <Alert color="orange" p="xs" data-testid="order-stored-now">
              {form.storedNote}
            </Alert>
          )}
          <OrderDetails
            order={order}
            choosing={mode === 'new' ? form.party : null}
            parties={form.parties}
            partyId={values.partyId}
            onParty={(partyId) => form.set({ partyId })}
          />
          {/* Sticky at the bottom: a thumb reaches the actions at 360×640 whatever the fields above. */}
          <Group
            justify="flex-end"
            gap="xs"
            mt="sm"
            py="xs"
            pos="sticky"
            bottom={0}
            bg="var(--mantine-color-body)"
            style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="order-actions"
          >
            {mode === 'show' && order && (
              <>
                <Button
                  size="md"
                  variant="light"
                  color="red"
                  onClick={() => void form.remove()}
                  disabled={busy}
                  data-testid="order-delete"
                >
                  {t.delete}
                </Button>
                <Button
                  size="md"
                  variant="default"
                  onClick={() => onModeChange('edit')}
                  data-testid="order-edit"
                >
                  {t.edit}
                </Button>
              </>
            )}
            <Button size="md" variant="default" onClick={onClose} data-testid="order-cancel">
              {mode === 'show' ? t.close : t.cancel}
            </Button>
            <Button
              size="md"
              type="submit"
              disabled={!form.canConfirm}
              loading={busy}
              data-testid="order-confirm"
            >
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
