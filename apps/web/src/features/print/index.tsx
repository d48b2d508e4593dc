/** Price-label printing module chunk. */
import { ModulePlaceholder } from '../../lib/layout/module-placeholder';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

export function PriceLabelScreen() {
  return <ModulePlaceholder title={m.screens.priceLabel} back={paths.home.href()} />;
}
