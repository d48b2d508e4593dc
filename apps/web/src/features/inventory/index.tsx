/** Inventory module chunk. */
import { useParams, useSearchParams } from 'react-router';
import { ModulePlaceholder } from '../../lib/layout/module-placeholder';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

function useSelectionBack(): string {
  const [params] = useSearchParams();
  const back = new URLSearchParams();
  back.set('free', params.get('free') ?? 'false');
  back.set('picking', params.get('picking') ?? 'false');
  return paths.inventorySelection.href(back);
}

export function InventorySelectionScreen() {
  return <ModulePlaceholder title={m.screens.inventorySelection} back={paths.home.href()} />;
}

export function InventoryDocumentsScreen() {
  return <ModulePlaceholder title={m.screens.inventoryDocuments} back={useSelectionBack()} />;
}

export function InventoryListScreen() {
  return <ModulePlaceholder title={m.screens.inventoryList} back={useSelectionBack()} />;
}

export function InventoryFreeScreen() {
  return <ModulePlaceholder title={m.screens.inventoryFree} back={useSelectionBack()} />;
}

export function InventoryMixedScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = new URLSearchParams({
    free: params.get('free') ?? 'false',
    picking: params.get('picking') ?? 'false',
  });
  return (
    <ModulePlaceholder
      title={m.screens.inventoryMixed}
      back={paths.inventoryDocuments.href(id ?? '', back)}
    />
  );
}
