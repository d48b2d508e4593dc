/**
 * `npm run printer -- [--listen HOST:PORT] [--out DIR] [--paper-out|--paused|--head-open|
 * --ribbon-out|--offline] [--no-render]`: the virtual Zebra printer (docs/printing.md). While it
 * runs, type a state (ready, paper_out, paused, head_open, ribbon_out, offline) and Enter to change it.
 */
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { VIRTUAL_PRINTER_STATES, VirtualPrinter } from './printing/virtual-printer';

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run printer -- [--listen HOST:PORT] [--out DIR] [--paper-out|--paused|--head-open|--ribbon-out|--offline] [--no-render]`,
  );
  process.exit(2);
}

function listenAddress(value: string): { host: string; port: number } {
  const match = /^(?:\[([^\]]+)\]|([^:]*)):(\d{1,5})$/.exec(value) ?? /^()()(\d{1,5})$/.exec(value);
  const port = Number(match?.[3]);
  if (!match || port > 65535) usage(`--listen expects HOST:PORT, got "${value}"`);
  return { host: match[1] || match[2] || '127.0.0.1', port };
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        listen: { type: 'string', default: '127.0.0.1:9100' },
        out: { type: 'string', default: 'labels' },
        'paper-out': { type: 'boolean' },
        paused: { type: 'boolean' },
        'head-open': { type: 'boolean' },
        'ribbon-out': { type: 'boolean' },
        offline: { type: 'boolean' },
        'no-render': { type: 'boolean' },
      },
    });
  } catch (err) {
    usage((err as Error).message);
  }
  const { values } = parsed;
  const states = VIRTUAL_PRINTER_STATES.filter((s) => values[s.replace('_', '-') as keyof typeof values]);
  if (states.length > 1) usage(`Choose one state, got ${states.join(', ')}`);
  const { host, port } = listenAddress(values.listen!);
  // npm runs workspace scripts in the workspace folder: a relative --out is taken from where npm was run.
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), values.out!);
  const printer = new VirtualPrinter({
    host,
    port,
    outDir,
    render: !values['no-render'],
    state: states[0] ?? 'ready',
    log: (message) => console.log(message),
  });
  const bound = await printer.start();
  console.log(
    `Virtual Zebra printer on ${bound.host}:${bound.port} (${printer.state}); labels go to ${outDir}`,
  );
  console.log(`Type a state and Enter to change it: ${VIRTUAL_PRINTER_STATES.join(', ')}`);

  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => {
    const typed = line.trim().replace('-', '_');
    if (typed === '') return;
    const state = VIRTUAL_PRINTER_STATES.find((s) => s === typed);
    if (!state) return console.log(`Unknown state "${line.trim()}"`);
    printer.state = state;
    console.log(`State: ${state}`);
  });
  const stop = () => {
    input.close();
    void printer.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(
    (err as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `Address in use: ${(err as Error).message}` : err,
  );
  process.exit(1);
});
