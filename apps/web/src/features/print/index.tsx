/** Price-label printing module chunk. */
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function PriceLabelScreen() {
  return <ModulePlaceholder title={m.screens.priceLabel} back="/home" />;
}
