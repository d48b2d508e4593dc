import { PageLayout } from '../../app/layout/page-layout';
import { m } from '../../messages/it';

/** /movement: the spec's empty placeholder. */
export function MovementScreen() {
  return <PageLayout title={m.screens.movement} back="/home" />;
}
