import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn((_: unknown) => 'toast-id');
const hide = vi.fn((_: string) => undefined);
vi.mock('@mantine/notifications', () => ({ notifications: { show, hide } }));

const { toast, TOAST_MS } = await import('../../src/lib/toasts');

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hide.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('last 2 seconds, whatever the pointer does, and are dark by default', () => {
    toast('Ciao');
    expect(TOAST_MS).toBe(2000);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ 'data-color': 'dark' }));
    expect((show.mock.lastCall?.[0] as { className: string }).className).toContain('wh-toast-dark');
    vi.advanceTimersByTime(1999);
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledWith('toast-id');
  });

  it('are warning where the caller says', () => {
    toast.warning('Attenzione');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ 'data-color': 'warning' }));
    vi.advanceTimersByTime(TOAST_MS);
    expect(hide).toHaveBeenCalledTimes(1);
  });
});
