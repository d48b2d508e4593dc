import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs, getOpenDialogs, isDialogOpen, DIALOG_AUTO_CLOSE_MS } from '../../src/lib/dialogs/dialogs';

describe('dialogs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dialogs.closeAll();
    vi.useRealTimers();
  });

  it.each(['info', 'warning'] as const)('%s closes itself after 5 s', async (kind) => {
    const done = vi.fn();
    void dialogs[kind]('Messaggio').then(done);
    expect(getOpenDialogs()).toHaveLength(1);
    expect(isDialogOpen()).toBe(true);
    await vi.advanceTimersByTimeAsync(DIALOG_AUTO_CLOSE_MS - 1);
    expect(getOpenDialogs()).toHaveLength(1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getOpenDialogs()).toHaveLength(0);
    expect(done).toHaveBeenCalledOnce();
    expect(DIALOG_AUTO_CLOSE_MS).toBe(5000);
  });

  it('the error dialog stays until Continua', async () => {
    const done = vi.fn();
    void dialogs.error('Errore', { title: 'Titolo' }).then(done);
    await vi.advanceTimersByTimeAsync(60_000);
    const [open] = getOpenDialogs();
    expect(open).toMatchObject({ kind: 'error', title: 'Titolo', message: 'Errore' });
    open?.close(undefined);
    await vi.runAllTimersAsync();
    expect(done).toHaveBeenCalledOnce();
    expect(isDialogOpen()).toBe(false);
  });

  it('confirm resolves true for SI and false for No or dismissal', async () => {
    const yes = dialogs.confirm('Sicuro?');
    getOpenDialogs()[0]?.close(true);
    await expect(yes).resolves.toBe(true);
    const no = dialogs.confirm('Sicuro?');
    dialogs.closeAll();
    await expect(no).resolves.toBe(false);
  });

  it('prompt is required by default and resolves the text, or null on Annulla', async () => {
    const p = dialogs.prompt('Nome?', { label: 'Nome' });
    expect(getOpenDialogs()[0]?.prompt).toMatchObject({ required: true, label: 'Nome' });
    getOpenDialogs()[0]?.close('Rossi');
    await expect(p).resolves.toBe('Rossi');
    const q = dialogs.prompt('Nome?', { required: false });
    expect(getOpenDialogs()[0]?.prompt?.required).toBe(false);
    getOpenDialogs()[0]?.close(null);
    await expect(q).resolves.toBeNull();
  });

  it('a dialog closed by hand does not fire its timer again', async () => {
    const done = vi.fn();
    void dialogs.info('x').then(done);
    getOpenDialogs()[0]?.close(undefined);
    await vi.advanceTimersByTimeAsync(DIALOG_AUTO_CLOSE_MS * 2);
    expect(done).toHaveBeenCalledOnce();
  });
});
