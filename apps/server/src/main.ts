import { networkInterfaces } from 'node:os';
import { ConfigError, isLoopback, loadConfig } from './config';
import { startServer } from './server';
import { seedDemoIfEmpty } from './seed/demo';

/** `npm start`: migrate, seed the demo data on an empty database, serve; stop cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const log = server.app.log;

  if (config.demo) {
    const logins = await seedDemoIfEmpty(server.handle, { loopbackOnly: isLoopback(config.host) });
    if (logins) {
      // Printed once, on the console only: generated passwords are never logged or stored in clear.
      console.log('\nDemo data loaded. Demo logins (shown only now):');
      for (const login of logins) console.log(`  ${login.role.padEnd(12)} ${login.email}  ${login.password}`);
    }
  }
  console.log(`\nWarehouse is running: ${server.url}/  (API: ${server.url}/api/v2)`);
  if (!isLoopback(config.host)) {
    for (const address of lanAddresses())
      console.log(`Handhelds on the network: http://${address}:${config.port}/`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** This machine's IPv4 addresses on its networks (what a handheld on the Wi-Fi types). */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
