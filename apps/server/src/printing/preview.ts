/**
 * ZPL → PNG with zpl-renderer-js (MIT; a WASM build of the Go renderer zebrash), for label previews
 * and the virtual printer. The renderer runs in a worker thread (render-worker.mjs), one label at a
 * time: the server's event loop never waits for it, a render past its time limit is stopped by
 * ending the thread, and a thread whose memory grew past its limit, or that died, is replaced by a
 * fresh one for the next label. Labels larger than real media are refused before any rendering
 * (label-limits.ts).
 */
import { Worker } from 'node:worker_threads';
import { labelSize } from './template';
import { labelLimitProblem } from './label-limits';

/** Dots per millimetre of the printers we target (203 dpi). */
export const DOTS_PER_MM = 8;
/** When a label does not say its size (^PW/^LL): 100 × 150 mm. */
const DEFAULT_SIZE_MM = { width: 100, height: 150 };
const MiB = 1024 * 1024;

/** The label cannot be rendered: too large (refused before rendering), too slow, or the renderer failed. */
export class LabelRenderError extends Error {
  constructor(
    message: string,
    readonly reason: 'too_large' | 'timeout' | 'busy' | 'failed',
  ) {
    super(message);
  }
}

export interface RendererLimits {
  /** Longest a render may take once the renderer is loaded; the thread is ended past it. */
  timeoutMs: number;
  /** The thread's WebAssembly memory after a render above which the thread is replaced. */
  memoryMb: number;
  /** Labels waiting for the renderer beyond which a new one is refused (`busy`). */
  queueLength: number;
  /**
   * Labels one user may have at the renderer at once (rendering or waiting); beyond, theirs are
   * refused (`busy`) while other users' are still taken. Users are served in turn, one label each.
   */
  perUser?: number;
}

export const DEFAULT_RENDERER_LIMITS: RendererLimits = {
  timeoutMs: 5000,
  memoryMb: 256,
  queueLength: 8,
  perUser: 2,
};
/** Loading the 8 MB WASM module on a busy machine: generous, and not counted against a label. */
const LOAD_TIMEOUT_MS = 30_000;

/** The size to render a label at, in millimetres, from its ^PW and ^LL. */
export function labelSizeMm(zpl: string): { width: number; height: number } {
  const { widthDots, lengthDots } = labelSize(zpl);
  return {
    width: widthDots ? widthDots / DOTS_PER_MM : DEFAULT_SIZE_MM.width,
    height: lengthDots ? lengthDots / DOTS_PER_MM : DEFAULT_SIZE_MM.height,
  };
}

type Answer = { id: number; base64?: string; error?: string; memory: number } | { ready: true };

export interface LabelRenderer {
  /** `owner`: whose label it is (a user's id), for the turns; one owner when not said. */
  render(zpl: string, owner?: string | number): Promise<Buffer>;
  close(): Promise<void>;
}

export function createLabelRenderer(limits: RendererLimits = DEFAULT_RENDERER_LIMITS): LabelRenderer {
  let thread: Promise<Worker> | undefined;
  let nextId = 1;
  /**
   * The labels waiting, by owner, in turn order: the next label rendered is the first owner's
   * first, and that owner goes to the end of the turn. One slow user waits behind everyone else.
   */
  type Task = { zpl: string; run: () => void };
  const turns = new Map<string, Task[]>();
  /** Labels each owner has at the renderer (waiting or rendering). */
  const held = new Map<string, number>();
  let waiting = 0;
  let rendering = false;

  let lastServed: string | undefined;

  function next() {
    if (rendering || turns.size === 0) return;
    // The first owner in turn, but not the one just served while another waits.
    const owners = [...turns.keys()];
    const owner = owners.find((o) => o !== lastServed) ?? owners[0]!;
    const tasks = turns.get(owner)!;
    const task = tasks.shift()!;
    turns.delete(owner);
    if (tasks.length > 0) turns.set(owner, tasks);
    lastServed = owner;
    rendering = true;
    task.run();
  }

  function start(): Promise<Worker> {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      // The JavaScript heap; the WASM memory is watched after each render (memoryMb).
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    // A thread that fails (its heap limit, a crash in the renderer) must not take the server with
    // it: the error is the thread's end, which 'exit' below and the label waiting on it handle.
    worker.on('error', () => undefined);
    const started = new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('label renderer did not start')), LOAD_TIMEOUT_MS);
      worker.once('message', () => {
        clearTimeout(timer);
        resolve(worker);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`label renderer stopped while starting (${code})`));
      });
    });
    // Whatever ends the thread (a crash, its heap limit, our terminate): the next label starts another.
    worker.once('exit', () => {
      if (thread === current) thread = undefined;
    });
    const current = started.catch((err) => {
      void worker.terminate();
      throw err;
    });
    return current;
  }

  /** Ends the thread and starts its successor at once: loading the WASM takes seconds on a busy machine. */
  function replace(worker: Worker) {
    void worker.terminate();
    const next = start();
    next.catch(() => undefined);
    thread = next;
  }

  async function renderNow(zpl: string, widthMm: number, heightMm: number): Promise<Buffer> {
    thread ??= start();
    const current = thread;
    let worker: Worker;
    try {
      worker = await current;
    } catch (err) {
      if (thread === current) thread = undefined;
      throw new LabelRenderError(`label renderer unavailable: ${(err as Error).message}`, 'failed');
    }
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        done();
        replace(worker);
        reject(new LabelRenderError(`label rendering took more than ${limits.timeoutMs} ms`, 'timeout'));
      }, limits.timeoutMs);
      const onExit = () => {
        done();
        if (thread === current) thread = undefined;
        reject(new LabelRenderError('label renderer stopped', 'failed'));
      };
      const onMessage = (answer: Answer) => {
        if ('ready' in answer || answer.id !== id) return;
        done();
        if (answer.memory > limits.memoryMb * MiB) replace(worker);
        if (answer.base64 !== undefined) resolve(Buffer.from(answer.base64, 'base64'));
        else reject(new LabelRenderError(answer.error ?? 'label rendering failed', 'failed'));
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ id, zpl, widthMm, heightMm, dpmm: DOTS_PER_MM });
    });
  }

  return {
    render(zpl, owner = '') {
      const problem = labelLimitProblem(zpl);
      if (problem) return Promise.reject(new LabelRenderError(problem, 'too_large'));
      const key = String(owner);
      const mine = held.get(key) ?? 0;
      if (waiting >= limits.queueLength || mine >= (limits.perUser ?? limits.queueLength)) {
        return Promise.reject(new LabelRenderError('too many labels waiting to be rendered', 'busy'));
      }
      const { width, height } = labelSizeMm(zpl);
      waiting++;
      held.set(key, mine + 1);
      return new Promise<Buffer>((resolve, reject) => {
        const run = () =>
          renderNow(zpl, width, height)
            .then(resolve, reject)
            .finally(() => {
              waiting--;
              const left = held.get(key)! - 1;
              if (left > 0) held.set(key, left);
              else held.delete(key);
              rendering = false;
              next();
            });
        turns.set(key, [...(turns.get(key) ?? []), { zpl, run }]);
        next();
      });
    },
    async close() {
      const current = thread;
      thread = undefined;
      if (current) await current.then((w) => w.terminate()).catch(() => undefined);
    },
  };
}

let shared: LabelRenderer | undefined;

/**
 * One label rendered to PNG bytes by this process's shared renderer: the virtual printer's, a
 * development tool on a possibly busy machine, so with a generous time limit.
 */
export function renderLabelPng(zpl: string): Promise<Buffer> {
  shared ??= createLabelRenderer({ ...DEFAULT_RENDERER_LIMITS, timeoutMs: 30_000 });
  return shared.render(zpl);
}
