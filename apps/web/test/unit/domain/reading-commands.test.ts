// @vitest-environment jsdom
/**
 * The commands a reading goes out as carry the field selection of the list their answer's pick goes
 * into (`a`, issue 47): the server then answers the pick as that list holds it, without its readings.
 * The outbox keeps it in the entry's query, so a retry asks the same; a list loaded with the picks'
 * default shape (order packing) sends none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPicksOfLists, pickListFields } from '../../../src/domain/picks';
import { PICKS_LIST_FIELDS, PICKS_WITH_READINGS_FIELDS } from '../../../src/domain/pick-fields';
import {
  queuePickReading,
  queueStorePicked,
  readingCommand,
  type PickReading,
} from '../../../src/domain/readings';
import { api } from '../../../src/lib/api';
import { encodeQuery } from '../../../src/lib/api/query-string';
import { outbox } from '../../../src/lib/outbox';
import { setUser } from '../../../src/lib/session';

const reading: PickReading = { project_id: 3, pick_id: 7, item_id: 11, location_id: 42, quantity: 2 };

describe('the command of a reading', () => {
  beforeEach(() => setUser({ id: 1, email: 'op@example.com' }));
  afterEach(() => {
    outbox.entries().forEach((e) => outbox.dismiss(e.key));
    vi.restoreAllMocks();
  });

  it('asks for the fields of the list its answer goes into, as the list itself was read', () => {
    const command = readingCommand(reading, {}, pickListFields.ofLists);
    expect(command.query).toEqual({ do: 'add_reading', a: PICKS_LIST_FIELDS });
    // The same `a` the picking list's GET sends.
    expect(encodeQuery(command.query)).toBe(`do=add_reading&${encodeQuery({ a: PICKS_LIST_FIELDS })}`);
  });

  it('asks for nothing when the list holds the default pick', () => {
    expect(readingCommand(reading, { package_id: 5 }).query).toEqual({ do: 'add_reading' });
  });

  it('the queued reading keeps the fields in its query and sends them, with its module', async () => {
    const sent: { query?: unknown; json?: unknown }[] = [];
    vi.spyOn(api, 'request').mockImplementation(async (_method, _path, options = {}) => {
      sent.push({ query: options.query, json: options.json });
      return {} as never;
    });
    const entry = queuePickReading('picking:3', reading, 'ART × 2', { fields: pickListFields.ofLists });
    expect(entry.query).toEqual({ do: 'add_reading', a: PICKS_LIST_FIELDS });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      query: { do: 'add_reading', a: PICKS_LIST_FIELDS },
      json: { quantity: 2, location_id: 42, module: 'picking' },
    });
  });

  it("order packing's reading (its list is the default pick) asks for no fields", () => {
    vi.spyOn(api, 'request').mockResolvedValue({} as never);
    const entry = queuePickReading('packing:3', reading, 'ART × 2', { extras: { package_id: 9 } });
    expect(entry.query).toEqual({ do: 'add_reading' });
    expect(entry.json).toMatchObject({ package_id: 9, module: 'packing' });
  });

  it("a store 'Quantità Prelevata' asks for the store list's fields, readings included", () => {
    vi.spyOn(api, 'request').mockResolvedValue({} as never);
    const entry = queueStorePicked({ id: 7, project_id: 3 }, 4, 5, 'ART = 4');
    expect(entry.query).toEqual({ do: 'store_picked', a: PICKS_WITH_READINGS_FIELDS });
  });

  it('the picking lists are read with the fields their readings ask for', async () => {
    const list = vi.spyOn(api, 'list').mockResolvedValue([] as never);
    await fetchPicksOfLists([3]);
    const asked = (list.mock.calls[0]![1] as { a?: unknown }).a;
    expect(asked).toEqual(readingCommand(reading, {}, pickListFields.ofLists).query.a);
  });
});
