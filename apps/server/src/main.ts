import { networkInterfaces } from 'node:os';
import { ConfigError, isLoopback, loadConfig } from './config';
import { startServer } from './server';
import { join } from 'node:path';
import { seedDemoIfEmpty } from './seed/demo';
import { pointDemoPrintersAt } from './seed/demo-printing';
import { VirtualPrinter } from './printing/virtual-printer';
import type { PrinterAddress } from './printing/connection';

/** `npm start`: migrate, seed the demo data on an empty database, serve; stop cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const log = server.app.log;

  let virtualPrinter: VirtualPrinter | undefined;
  if (config.demo) {
    const started =
      process.env.VIRTUAL_PRINTER === '0' ? undefined : await startVirtualPrinter(config.dataDir);
    virtualPrinter = started?.printer;
    const logins = await seedDemoIfEmpty(server.handle, {
      loopbackOnly: isLoopback(config.host),
      printer: started?.address,
    });
    if (started) await pointDemoPrintersAt(server.handle.db, started.address);
    if (logins) {
      // Printed once, on the console only: generated passwords are never logged or stored in clear.
      console.log('\nDemo data loaded. Demo logins (shown only now):');
      for (const login of logins) console.log(`  ${login.role.padEnd(12)} ${login.email}  ${login.password}`);
    }
  }
  console.log(`\nWarehouse is running: ${server.url}/  (API: ${server.url}/api/v2)`);
  if (server.plainUrl) console.log(`Plain HTTP on ${server.plainUrl}/ redirects to HTTPS.`);
  if (!isLoopback(config.host)) {
    const scheme = config.https ? 'https' : 'http';
    const port = new URL(server.url).port;
    for (const address of lanAddresses())
      console.log(`Handhelds on the network: ${scheme}://${address}:${port}/`);
    if (server.authority) {
      const [first] = lanAddresses();
      console.log(
        `Handhelds trust this server's certificate authority once: open http://${first ?? 'localhost'}:${config.port}/ca`,
      );
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await virtualPrinter?.stop();
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

/**
 * The virtual Zebra printer beside the demo, on loopback: port 9100 (VIRTUAL_PRINTER_PORT), or any
 * free port when that one is taken; a printer that cannot start at all does not stop the server.
 */
async function startVirtualPrinter(
  dataDir: string,
): Promise<{ printer: VirtualPrinter; address: PrinterAddress } | undefined> {
  const outDir = join(dataDir, 'labels');
  const wanted = Number(process.env.VIRTUAL_PRINTER_PORT || 9100);
  for (const port of [wanted, 0]) {
    const printer = new VirtualPrinter({
      host: '127.0.0.1',
      port,
      outDir,
      log: (message) => console.log(`Virtual label printer: ${message}`),
    });
    try {
      const address = await printer.start();
      const note = port !== 0 || wanted === 0 ? '' : ` (port ${wanted} was taken)`;
      console.log(`Virtual label printer on ${address.host}:${address.port}${note}: labels go to ${outDir}`);
      return { printer, address };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) {
        console.warn(`Virtual label printer not started: ${(err as Error).message}`);
        return undefined;
      }
    }
  }
  return undefined;
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
