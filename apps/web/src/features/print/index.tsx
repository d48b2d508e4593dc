/** Price-label printing module chunk. */
export { PriceLabelScreen } from './price-label-screen';
