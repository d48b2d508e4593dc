/** The real server on a fresh embedded database (apps/server/src/testing.ts). */
export { startTestServer, type TestServer } from '../../../server/src/testing';
