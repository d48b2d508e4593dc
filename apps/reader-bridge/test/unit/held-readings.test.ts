import { describe, expect, it } from 'vitest';
import { HeldReadings } from '../../src/server/held-readings';

describe('readings held while no app is connected', () => {
  const clock = (start = 1_000) => {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('hands the held readings, oldest first, once', () => {
    const time = clock();
    const held = new HeldReadings(5_000, 100, time.now);
    held.hold('T-1');
    held.hold('Barcode (8001234567890) [EAN13]');
    expect(held.take()).toEqual({ readings: ['T-1', 'Barcode (8001234567890) [EAN13]'], expired: 0 });
    expect(held.take()).toEqual({ readings: [], expired: 0 });
  });

  it('forgets readings older than the hold time', () => {
    const time = clock();
    const held = new HeldReadings(5_000, 100, time.now);
    held.hold('OLD');
    time.advance(4_000);
    held.hold('NEWER');
    time.advance(1_500);
    expect(held.take()).toEqual({ readings: ['NEWER'], expired: 1 });
  });

  it('keeps at most the configured number, dropping the oldest', () => {
    const held = new HeldReadings(5_000, 3, clock().now);
    const dropped = ['A', 'B', 'C', 'D', 'E'].map((r) => held.hold(r));
    expect(dropped).toEqual([0, 0, 0, 1, 1]);
    expect(held.take().readings).toEqual(['C', 'D', 'E']);
  });

  it('keeps nothing when holding is off (0 ms)', () => {
    const held = new HeldReadings(0, 100, clock().now);
    expect(held.enabled).toBe(false);
    held.hold('T-1');
    expect(held.take().readings).toEqual([]);
  });
});
