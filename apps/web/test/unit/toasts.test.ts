import { describe, expect, it, vi } from 'vitest';

const show = vi.fn((_: unknown) => 'id');
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { toast, TOAST_MS } = await import('../../src/lib/toasts');

describe('toasts', () => {
  it('last 2 seconds and are dark by default', () => {
    toast('Ciao');
    expect(TOAST_MS).toBe(2000);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 2000, 'data-color': 'dark' }));
    expect((show.mock.lastCall?.[0] as { className: string }).className).toContain('wh-toast-dark');
  });

  it('are warning where the caller says', () => {
    toast.warning('Attenzione');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ autoClose: 2000, 'data-color': 'warning' }),
    );
  });
});
