/**
 * A real server process on one data directory (tests that kill it and start it again on the same
 * port): the integration tests' `sharedDatabase` (apps/server/test/integration/support), serving
 * the built web app like the product does.
 */
export {
  sharedDatabase,
  type ServerProcess,
  type SharedDatabase,
} from '../../../server/test/integration/support/processes';
