/** The command suites' builders live with the other integration helpers (../support/lists). */
export {
  command,
  fixtures,
  flagsOf,
  readingsOf,
  PICKS_LIST_A,
  type ListFixture,
  type PickSpec,
} from '../support/lists';
