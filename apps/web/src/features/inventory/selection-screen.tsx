/**
 * /inventory/selection?free&picking: the inventory, then its location (enabled once an inventory
 * is chosen; required unless free and picking are both true; a new one can be created), then
 * 'Procedi' to one of the spec's three destinations. A reading chooses the inventory by name and,
 * once one is chosen, the location by name or code.
 */
import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { inventoryDestination, locationRequired, modeOfFlags } from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { queryClient, showApiError } from '../../lib/api';
import { IconPlus } from '../../lib/components/icons';
import { dialogs } from '../../lib/dialogs';
import { notFound, useSelectionScan } from '../../lib/scan/use-selection-scan';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { useLiveScreen } from '../../domain/live';
import { createLocation, fetchInventories, fetchLocations, inventoryKeys } from './api';
import { effectiveFlags, flagsFromQuery } from './flags';

const t = m.inventory;
const LIVE = {
  models: ['projects', 'locations'],
  reload: [inventoryKeys.inventories, inventoryKeys.locations],
};
const byName = (code: string) => (x: { name: string; code?: string | null }) =>
  x.name.trim().toLowerCase() === code.toLowerCase() || (x.code ?? '').toLowerCase() === code.toLowerCase();

export function InventorySelectionScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlFlags = flagsFromQuery(params);
  const inventories = useQuery({ queryKey: inventoryKeys.inventories, queryFn: fetchInventories });
  const locations = useQuery({ queryKey: inventoryKeys.locations, queryFn: fetchLocations });
  // Inventories and locations created or changed by another operator are offered at once.
  useLiveScreen(LIVE);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // With flags in the URL only inventories of that mode are offered; without, every inventory.
  const offered = useMemo(
    () => (inventories.data ?? []).filter((p) => !urlFlags || p.mode === modeOfFlags(urlFlags)),
    [inventories.data, urlFlags],
  );
  const project = offered.find((p) => String(p.id) === projectId) ?? null;
  const flags = effectiveFlags(params, project?.mode ?? null);
  const needsLocation = locationRequired(flags);
  const ready = project !== null && (!needsLocation || locationId !== null);

  async function newLocation() {
    const name = (await dialogs.prompt(t.newLocationName, { label: t.location }))?.trim();
    if (!name) return;
    setCreating(true);
    try {
      const created = await createLocation(name);
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.locations });
      setLocationId(String(created.id));
      toast.success(t.locationCreated(created.name));
    } catch (error) {
      showApiError(error);
    } finally {
      setCreating(false);
    }
  }

  useSelectionScan(
    (code) => {
      if (!project) {
        const found = offered.find(byName(code));
        if (!found) return notFound(t.inventoryNotFound, code);
        setProjectId(String(found.id));
        return;
      }
      const found = (locations.data ?? []).find(byName(code));
      if (!found) return notFound(t.locationNotFound, code);
      setLocationId(String(found.id));
    },
    { ready: !inventories.isPending && !locations.isPending },
  );

  const proceed = () => {
    if (!project || !ready) return;
    void navigate(inventoryDestination(flags, project.id, needsLocation ? Number(locationId) : null));
  };

  return (
    <PageLayout title={t.selectionTitle} back="/home">
      <Stack gap="md">
        <Select
          label={t.inventory}
          withAsterisk
          searchable
          size="md"
          placeholder={t.inventoryPlaceholder}
          nothingFoundMessage={inventories.isPending ? m.app.loading : t.noInventories}
          data={offered.map((p) => ({ value: String(p.id), label: p.name }))}
          value={projectId}
          onChange={(value) => {
            setProjectId(value);
            setLocationId(null);
          }}
          data-testid="inventory-select"
        />
        {project?.description && (
          <Text size="sm" c="dimmed" mt={-8} data-testid="inventory-description">
            {project.description}
          </Text>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1, minWidth: 0 }}
            label={t.location}
            withAsterisk={needsLocation}
            searchable
            clearable
            size="md"
            limit={200}
            disabled={!project}
            placeholder={t.locationPlaceholder}
            nothingFoundMessage={t.nothingFound}
            data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            value={locationId}
            onChange={setLocationId}
            data-testid="location-select"
          />
          <ActionIcon
            size={42}
            variant="light"
            aria-label={t.newLocation}
            disabled={!project || creating}
            loading={creating}
            onClick={() => void newLocation()}
            data-testid="location-new"
          >
            <IconPlus />
          </ActionIcon>
        </Group>
        <Button size="md" disabled={!ready} onClick={proceed} data-testid="inventory-proceed">
          {t.proceed}
        </Button>
      </Stack>
    </PageLayout>
  );
}
