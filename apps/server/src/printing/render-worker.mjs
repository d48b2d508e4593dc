// The label renderer's thread (printing/preview.ts starts it): zpl-renderer-js runs here, so a slow
// or huge label never blocks the server's event loop and a renderer that ran out of memory dies with
// its thread. Plain JavaScript: a worker does not inherit the TypeScript loader in every runner.
import { parentPort } from 'node:worker_threads';

const { api } = await (await import('zpl-renderer-js')).ready;

parentPort.on('message', async ({ id, zpl, widthMm, heightMm, dpmm }) => {
  try {
    const base64 = await api.zplToBase64Async(zpl, widthMm, heightMm, dpmm);
    // `external` holds the WebAssembly memory, which only grows: the parent replaces a thread past its limit.
    parentPort.postMessage({ id, base64, memory: process.memoryUsage().external });
  } catch (err) {
    parentPort.postMessage({
      id,
      error: String(err?.message ?? err),
      memory: process.memoryUsage().external,
    });
  }
});
parentPort.postMessage({ ready: true });
