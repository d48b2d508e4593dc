/** The entry location: a combo, lockable so it stays chosen across saves and visits on this device. */
import { useState } from 'react';
import { ActionIcon, Group, Select } from '@mantine/core';
import { IconLock, IconUnlock } from '../../../lib/components/icons';
import { m } from '../../../messages/it';
import type { Location } from '../../../domain/records';
import { readLockedLocation, writeLockedLocation } from '../location-lock';

const t = m.incoming;

export interface LocationFieldProps {
  locations: readonly Location[];
  value: number | null;
  placeholder?: string;
  onChange(id: number | null): void;
}

export function LocationField({ locations, value, placeholder, onChange }: LocationFieldProps) {
  const [locked, setLocked] = useState(() => readLockedLocation() !== null);
  const toggle = () => {
    setLocked(!locked);
    writeLockedLocation(locked ? null : value);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        flex={1}
        size="md"
        label={t.fields.location}
        placeholder={placeholder}
        withAsterisk
        searchable
        data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        value={value === null ? null : String(value)}
        readOnly={locked}
        nothingFoundMessage={t.noOptions}
        onChange={(v) => onChange(v ? Number(v) : null)}
        data-wedge-guard
        data-testid="incoming-location"
      />
      <ActionIcon
        size={44}
        variant={locked ? 'filled' : 'default'}
        aria-label={locked ? t.unlockLocation : t.lockLocation}
        aria-pressed={locked}
        disabled={value === null && !locked}
        onClick={toggle}
        data-testid="incoming-location-lock"
      >
        {locked ? <IconLock /> : <IconUnlock />}
      </ActionIcon>
    </Group>
  );
}
