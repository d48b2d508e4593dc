// @vitest-environment jsdom
/**
 * The one shape of a scan screen's Concludi / Esci (lib/scan/closing-actions.tsx): nothing while
 * the screen is not ready; the readings still on the device go first, and while some wait the
 * operator is told how many and the rule is not even asked; otherwise the rule's plan goes to the
 * engine's closing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../src/lib/api';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';
import { outbox } from '../../../src/lib/outbox';
import { runClosing } from '../../../src/lib/scan/closing-actions';
import type { Closing } from '../../../src/lib/scan/use-scan-engine';
import { setUser } from '../../../src/lib/session';

const SCOPE = 'picking:7';
const plan: Closing = { confirm: 'Concludere?', command: async () => undefined };

function engine(ready: boolean) {
  return { ready, closing: vi.fn(async (_: Closing) => undefined) };
}

describe('runClosing', () => {
  beforeEach(() => setUser({ id: 1, email: 'op@example.com' }));
  afterEach(() => {
    dialogs.closeAll();
    outbox.entries().forEach((e) => outbox.dismiss(e.key));
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('does nothing while the screen is not ready (lines loading, a closing under way)', async () => {
    const screen = engine(false);
    const decide = vi.fn(() => plan);
    await runClosing(screen, [SCOPE], decide);
    expect(decide).not.toHaveBeenCalled();
    expect(screen.closing).not.toHaveBeenCalled();
  });

  it("hands the rule's plan to the engine when nothing waits on the device", async () => {
    const screen = engine(true);
    await runClosing(screen, [SCOPE], () => plan);
    expect(screen.closing).toHaveBeenCalledWith(plan);
  });

  it('a record not there yet (decide answers null): nothing runs', async () => {
    const screen = engine(true);
    await runClosing(screen, [SCOPE], () => null);
    expect(screen.closing).not.toHaveBeenCalled();
  });

  it('readings still waiting (no server): says how many, asks no rule, sends nothing', async () => {
    vi.useFakeTimers();
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError('Server non raggiungibile', 'network', 0));
    for (const n of [1, 2])
      outbox.enqueue({
        method: 'POST',
        path: `/picks/${n}`,
        json: { quantity: 1 },
        scope: SCOPE,
        label: `ART-${n} × 1`,
      });
    const screen = engine(true);
    const decide = vi.fn(() => plan);
    const done = runClosing(screen, [SCOPE], decide);
    await vi.advanceTimersByTimeAsync(6_000);
    await done;
    expect(decide).not.toHaveBeenCalled();
    expect(screen.closing).not.toHaveBeenCalled();
    expect(getOpenDialogs().map((d) => d.message)).toEqual([
      '2 letture sono ancora in attesa di invio al server: attendere che siano inviate e riprovare.',
    ]);
  });
});
