/**
 * The row's package: a select of the order's packages and 'Nuovo collo', which chooses the new one.
 * The select takes the whole width when it must (the button wraps under it at 360 px), so a package's
 * whole name shows; a package label read chooses it too (use-packing.ts).
 */
import { Button, Group, NativeSelect } from '@mantine/core';
import { m } from '../../messages/it';
import type { Package } from './packing-types';

const t = m.packing.modal;

export interface PackageFieldProps {
  packages: Package[];
  value: string | null;
  busy: boolean;
  onChange: (packageId: string | null) => void;
  onNewPackage: () => Promise<string | null>;
}

export function PackageField({ packages, value, busy, onChange, onNewPackage }: PackageFieldProps) {
  return (
    <Group gap={6} align="flex-end" justify="flex-end" wrap="wrap">
      <NativeSelect
        style={{ flex: '1 1 220px', minWidth: 0 }}
        label={t.package}
        withAsterisk
        size="md"
        data={[
          { value: '', label: '' },
          ...packages.map((p) => ({ value: String(p.id), label: p.name ?? '' })),
        ]}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        data-testid="pick-package"
      />
      <Button
        variant="light"
        size="md"
        px={10}
        disabled={busy}
        onClick={async () => {
          const id = await onNewPackage();
          if (id) onChange(id);
        }}
        data-testid="pick-new-package"
      >
        {t.newPackage}
      </Button>
    </Group>
  );
}
