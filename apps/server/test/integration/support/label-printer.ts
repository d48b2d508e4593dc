import { createServer, type AddressInfo, type Server } from 'node:net';
import {
  VirtualPrinter,
  type ReceivedLabel,
  type VirtualPrinterState,
} from '../../../src/printing/virtual-printer';
import { printedTexts } from './labels';

/** What a label prints, one field a line (hex escapes decoded). */
const printed = (label: ReceivedLabel) => printedTexts(label.zpl).join('\n') + '\n';

/**
 * A label printer on a free loopback port (the product's virtual Zebra): `jobs` are the labels
 * received, as the text they print (one field a line), `jobsFrom(from, n)` waits for the next n.
 */
export interface LabelPrinter {
  port: number;
  jobs: string[];
  /** Resolves with `count` jobs after the first `from`, once they have all arrived. */
  jobsFrom(from: number, count: number): Promise<string[]>;
  /** Puts the printer in a state (paper out, paused …) or back to ready, as its front panel would. */
  setState(state: VirtualPrinterState): void;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function startLabelPrinter(): Promise<LabelPrinter> {
  // The product's own virtual Zebra: it answers ~HS like a real printer, so the server's status
  // check before printing sees it ready (no PNG rendering: tests read the ZPL).
  const printer = new VirtualPrinter({ host: '127.0.0.1', port: 0, render: false });
  const { port } = await printer.start();
  const jobs: string[] = [];
  return {
    port,
    get jobs() {
      jobs.splice(0, jobs.length, ...printer.labels.map(printed));
      return jobs;
    },
    jobsFrom: async (from, count) =>
      (await printer.waitForLabels(from + count)).slice(from, from + count).map(printed),
    setState: (state) => {
      printer.state = state;
    },
    close: () => printer.stop(),
  };
}

/** A loopback port nobody listens on (a printer that is off). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}
