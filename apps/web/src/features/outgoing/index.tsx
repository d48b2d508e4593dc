/** Outgoing goods module chunk. */
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function OutgoingScreen() {
  return <ModulePlaceholder title={m.screens.outgoing} back="/home" />;
}

export function OutgoingDetailScreen() {
  return <ModulePlaceholder title={m.screens.outgoingDetail} back="/outgoing" />;
}
