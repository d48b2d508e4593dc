export { LotWhereScreen } from './lot-where-screen';
