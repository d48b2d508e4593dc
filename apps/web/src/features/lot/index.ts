import '../../messages/feature-messages'; // the module texts its reading loop says (m.scan), before its screen runs
export { LotWhereScreen } from './lot-where-screen';
