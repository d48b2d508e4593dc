// @vitest-environment jsdom
/**
 * An open dialog whose figure changed under it names who changed it (issue 41): the latest reading
 * the screen holds for the line, its author named as the live stream's presence told.
 */
import { describe, expect, it } from 'vitest';
import { detectedChangedText, lastReadingOf } from '../../../src/domain/live';
import { linesFromReadings } from '../../../src/features/inventory/count-lines';
import type { Reading } from '../../../src/features/inventory/types';

describe('who changed an open line', () => {
  it("a pick's latest reading (by id) gives who and when; none or no author, nothing", () => {
    const rows = [
      { id: 4, user_id: 2, created_at: '2026-11-27T10:40:00Z' },
      { id: 9, user_id: 3, created_at: '2026-11-27T10:42:00Z' },
      { id: 7, user_id: 2, created_at: '2026-11-27T10:41:00Z' },
    ];
    expect(lastReadingOf({ project_rows: rows })).toEqual({ userId: 3, at: '2026-11-27T10:42:00Z' });
    expect(lastReadingOf({ project_rows: [] })).toBeNull();
    expect(lastReadingOf({ project_rows: [{ id: 1, user_id: null, created_at: null }] })).toBeNull();
  });

  it("a free count's line keeps its latest reading's author", () => {
    const reading = (id: number, user: number, at: string) =>
      ({ id, item_id: 5, quantity: 1, user_id: user, created_at: at }) as Reading;
    const [line] = linesFromReadings([
      reading(1, 2, '2026-11-27T10:40:00Z'),
      reading(2, 3, '2026-11-27T10:42:00Z'),
    ]);
    expect(line).toMatchObject({ detected: 2, lastReading: { userId: 3, at: '2026-11-27T10:42:00Z' } });
  });

  it('without a name the live stream told, the figure is said without one', () => {
    expect(detectedChangedText(3, { reading: { userId: 99, at: '2026-11-27T10:42:00Z' } })).toBe(
      'Nel frattempo la quantità già inserita è cambiata: ora 3. Verificare la quantità e confermare di nuovo.',
    );
  });
});
