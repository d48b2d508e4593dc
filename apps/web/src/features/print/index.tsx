/** Price-label printing module chunk. */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
export { PriceLabelScreen } from './price-label-screen';
