/**
 * Printing: 100 order labels sent through the API (`print_single_barcode`, all requests at once) to
 * the virtual Zebra printer over loopback TCP — time until the printer has received all of them;
 * then label preview rendering (`print_templates?do=preview`): the first render (which loads the
 * WASM renderer) and the median and p95 of 20 more, for the order and the price label. Each print
 * checks the printer with ~HS first and one printer takes one command at a time, so the 100 labels
 * queue up behind each other. Prints; never fails on timing.
 *
 *   node --import tsx bench/printing.bench.ts
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { performance } from 'node:perf_hooks';
import { inserter } from '../apps/server/src/seed/insert';
import { startTestServer } from '../apps/server/src/testing';
import { LABEL_FIELDS } from '../apps/server/src/printing/label-fields';
import { TEMPLATE_NAMES } from '../apps/server/src/printing/shipped-templates';
import { VirtualPrinter } from '../apps/server/src/printing/virtual-printer';

const LABELS = 100;
const PREVIEWS = 20;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const server = await startTestServer();
const printer = new VirtualPrinter({ port: 0 });
try {
  const { port } = await printer.start();
  const [printerId] = await inserter(server.db, 'sqlite')('printers', [
    { name: 'Zebra', purpose: 'warehouse', host: '127.0.0.1', port },
  ]);
  const password = `bench-${Math.random().toString(36).slice(2)}-password`;
  await server.createUser({ email: 'bench@example.com', password, admin: true });
  const login = await fetch(`${server.url}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth: { email: 'bench@example.com', password } }),
  });
  const token = login.headers.get('token');
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/v2${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  // --- 100 order labels ---
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: LABELS }, (_, i) =>
      post(`/printers/${printerId}?do=print_single_barcode`, {
        print_template: TEMPLATE_NAMES.order,
        fields: { ...LABEL_FIELDS, package_incremental: i + 1, project_packages_number: LABELS },
      }),
    ),
  );
  await printer.waitForLabels(LABELS);
  const elapsed = performance.now() - started;
  const failed = answers.filter((a) => a.status !== 200).length;
  console.log(
    `${LABELS} order labels → virtual printer: all received in ${ms(elapsed)} (${ms(elapsed / LABELS)} per label, ` +
      `status check + send each, one at a time); ${failed} failed; peak connections ${printer.peakConnections}`,
  );

  // --- previews ---
  for (const template of [TEMPLATE_NAMES.order, TEMPLATE_NAMES.price]) {
    const times: number[] = [];
    for (let i = 0; i <= PREVIEWS; i++) {
      const t0 = performance.now();
      const res = await post('/print_templates?do=preview', { print_template: template });
      await res.json();
      if (res.status !== 200) throw new Error(`preview ${template}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    const [first, ...rest] = times;
    console.log(
      `preview ${template}: first ${ms(first!)} (loads the renderer${template === TEMPLATE_NAMES.order ? '' : ', already loaded'}), ` +
        `then median ${ms(quantile(rest, 0.5))}, p95 ${ms(quantile(rest, 0.95))} over ${PREVIEWS}`,
    );
  }
} finally {
  await printer.stop();
  await server.close();
}
