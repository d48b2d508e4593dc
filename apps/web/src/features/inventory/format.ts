/** Formats of the inventory screens: the shared domain's. */
export { formatQuantity, today } from '../../domain/format';
