/** Incoming goods module chunk. */
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function IncomingScreen() {
  return <ModulePlaceholder title={m.screens.incoming} back="/home" />;
}

export function IncomingDetailScreen() {
  return <ModulePlaceholder title={m.screens.incomingDetail} back="/incoming" />;
}
