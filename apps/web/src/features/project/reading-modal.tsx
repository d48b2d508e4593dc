/**
 * The add-reading dialog of package preparation (spec §2, §5): code, description, expected (with
 * what was already read), quantity and package, all required. The package select, a new package
 * and its label reprint are for supervisors; others get the project's last open package.
 */
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { formatQuantity } from '../../domain/format';
import { isDivisibleUnit, measureUnitOf } from '../../domain/items';
import { detectedOf, expectedOf } from '../../domain/picks';
import { ReadLotLine } from '../../domain/read-lot-line';
import type { Package, Pick } from '../../domain/records';
import { DetailLine } from '../../lib/kit/detail-line';
import { QuantityInput } from '../../lib/kit/quantity-input';
import type { OpenLine } from '../../lib/scan/scan-loop';
import { m } from '../../messages/it';

const t = m.project.dialog;

export interface ReadingModalProps {
  open: OpenLine<Pick> | null;
  packages: Package[];
  packageId: number | null;
  supervisor: boolean;
  canPrint: boolean;
  onPackage: (id: number | null) => void;
  onNewPackage: () => void;
  onReprint: () => void;
  onQuantity: (value: string | number) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export function ReadingModal(props: ReadingModalProps) {
  const { open, packages, packageId, supervisor } = props;
  const pick = open?.line ?? null;
  const complete = open !== null && open.quantity.trim() !== '' && packageId !== null;
  return (
    <Modal
      opened={pick !== null}
      onClose={props.onClose}
      title={<Text fw={700}>{pick?.item?.code ?? ''}</Text>}
      transitionProps={{ duration: 0 }}
      centered
    >
      {open && pick && (
        <form
          data-testid="reading-modal"
          onSubmit={(e) => {
            e.preventDefault();
            if (complete) props.onConfirm();
          }}
        >
          <Stack gap={6}>
            <DetailLine label={t.code} testId="reading-code">
              {pick.item?.code ?? ''}
            </DetailLine>
            <DetailLine label={t.description} testId="reading-description">
              {pick.item?.description ?? ''}
            </DetailLine>
            <DetailLine label={t.expected} testId="reading-expected">
              {`${formatQuantity(expectedOf(pick))} (${t.detected.toLowerCase()} ${formatQuantity(detectedOf(pick))})`}
            </DetailLine>
            <ReadLotLine lot={open.lot} />
            <QuantityInput
              label={t.quantity}
              unit={measureUnitOf(pick.item)}
              divisible={isDivisibleUnit(pick.item?.measure_unit)}
              value={open.quantity}
              onChange={props.onQuantity}
              error={open.error}
              autoFocus
              testId="reading-quantity"
            />
            <Select
              label={t.package}
              data={packages.map((p) => ({ value: String(p.id), label: p.name ?? '' }))}
              value={packageId === null ? null : String(packageId)}
              onChange={(v) => props.onPackage(v ? Number(v) : null)}
              disabled={!supervisor}
              placeholder={packages.length === 0 ? t.noPackage : undefined}
              comboboxProps={{ withinPortal: true }}
              data-testid="reading-package"
              size="md"
            />
            {supervisor && (
              <Stack gap="xs">
                <Button variant="light" h={44} px="xs" onClick={props.onNewPackage} data-testid="new-package">
                  {t.newPackage}
                </Button>
                <Button
                  variant="light"
                  h={44}
                  px="xs"
                  disabled={!props.canPrint || packageId === null}
                  onClick={props.onReprint}
                  data-testid="reprint-package"
                >
                  {t.reprint}
                </Button>
              </Stack>
            )}
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" h={44} onClick={props.onClose}>
                {m.project.cancel}
              </Button>
              <Button type="submit" h={44} disabled={!complete} data-testid="reading-confirm">
                {m.project.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
