// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';
import { checkPrinterOnEntry } from '../../../src/domain/printing';
import { resetLocalSettings, setLocalSettings } from '../../../src/lib/settings/local-settings';

const QUESTION =
  "Confermi di procedere lo stesso anche se non è stata assegnata una stampante (l'etichetta non verrà stampata)?";

/** The server's answer to GET /printers?do=find, as the network would deliver it. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string | URL | Request) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Waits for the confirm dialog, answers it, returns its message. */
async function answer(yes: boolean): Promise<string> {
  // A read that fails for the network is retried for about 5 s before the error arrives.
  await vi.waitFor(() => expect(getOpenDialogs()).toHaveLength(1), { timeout: 10_000 });
  const [open] = getOpenDialogs();
  open!.close(yes);
  return open!.message;
}

describe('entering order packing or package preparation: the printer check (spec section 8)', () => {
  beforeEach(() => resetLocalSettings());
  afterEach(() => {
    dialogs.closeAll();
    vi.unstubAllGlobals();
  });

  it('a printer that can print: no question, the printer', async () => {
    const fetch = serverAnswers(200, { id: 4, name: 'Magazzino', is_online: true, offline_reason: null });
    await expect(checkPrinterOnEntry('warehouse')).resolves.toMatchObject({
      proceed: true,
      printer: { id: 4 },
    });
    expect(getOpenDialogs()).toHaveLength(0);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/v2\/printers\?do=find&purpose=warehouse/);
  });

  it('no printer assigned: the question; yes goes on without labels', async () => {
    serverAnswers(404, { error: 'Stampante non trovata', id: 'printer_not_found' });
    const check = checkPrinterOnEntry('warehouse');
    expect(await answer(true)).toBe(QUESTION);
    // Printer management is on: the labels not printed now are owed.
    await expect(check).resolves.toEqual({ proceed: true, printer: null, labels: true });
  });

  it('a printer out of paper: the question with the reason; no means leave', async () => {
    serverAnswers(200, { id: 4, name: 'Magazzino', is_online: false, offline_reason: 'paper_out' });
    const check = checkPrinterOnEntry('warehouse');
    expect(await answer(false)).toBe(`${QUESTION}<br>Carta esaurita.`);
    await expect(check).resolves.toEqual({ proceed: false, printer: null, labels: true });
  });

  it('the server not answering counts as no printer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const check = checkPrinterOnEntry('warehouse');
    expect(await answer(true)).toBe(QUESTION);
    await expect(check).resolves.toEqual({ proceed: true, printer: null, labels: true });
  }, 15_000);

  it('printer management off: nothing asked, nothing printed', async () => {
    setLocalSettings({ printerManagement: false });
    const fetch = serverAnswers(404, {});
    await expect(checkPrinterOnEntry('warehouse')).resolves.toEqual({
      proceed: true,
      printer: null,
      labels: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
