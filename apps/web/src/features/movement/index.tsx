import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
import { PageLayout } from '../../lib/layout/page-layout';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

/** /movement: the spec's empty placeholder. */
export function MovementScreen() {
  return <PageLayout title={m.screens.movement} back={paths.home.href()} />;
}
