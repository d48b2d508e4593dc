/** Store supply (creation and fulfilment) module chunk. */
import { useSearchParams } from 'react-router';
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function StoreSelectionScreen() {
  return <ModulePlaceholder title={m.screens.storeSelection} back="/home" />;
}

export function StoreManagementScreen() {
  const [params] = useSearchParams();
  const picking = params.get('picking') === 'true';
  return <ModulePlaceholder title={m.screens.storeManagement} back={`/store/selection?picking=${picking}`} />;
}
