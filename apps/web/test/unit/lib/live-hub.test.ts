import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent, LiveEventsOptions } from '../../../src/lib/live/event-stream';
import { BATCH_MS, LiveHub } from '../../../src/lib/live/live-hub';
import { planLiveUpdate, updatedRows } from '../../../src/domain/live';

/** A fake stream connection per open: the options it was given, and whether it was closed. */
function fakeConnections() {
  const opened: { options: LiveEventsOptions; closed: boolean; lastId: string }[] = [];
  const connect = (options: LiveEventsOptions) => {
    const conn = { options, closed: false, lastId: options.lastEventId ?? '' };
    opened.push(conn);
    return { reconnectNow: () => {}, lastEventId: () => conn.lastId, close: () => void (conn.closed = true) };
  };
  return { opened, connect, last: () => opened[opened.length - 1]! };
}

const change = (over: Partial<ChangeEvent>): ChangeEvent => ({
  model: 'picks',
  id: 1,
  kind: 'update',
  project_id: null,
  document_id: null,
  user_id: 2,
  ...over,
});

describe('the live hub: one stream for every screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream over the union of what the screens show, and reloads a screen once it is ready', () => {
    const c = fakeConnections();
    const hub = new LiveHub({ connect: c.connect, getToken: () => 'T' });
    const list = { scope: { projects: [5] }, onChange: vi.fn(), onResync: vi.fn() };
    const doc = { scope: { documents: [9] }, onChange: vi.fn(), onResync: vi.fn() };
    hub.add(list);
    hub.add(doc);
    vi.advanceTimersByTime(BATCH_MS);
    expect(c.opened).toHaveLength(1);
    expect(c.last().options.scope).toEqual({ projects: [5], documents: [9], models: [], within: [] });
    c.last().options.onStatus?.('open');
    c.last().options.onReady?.();
    expect(list.onResync).toHaveBeenCalledTimes(1);
    expect(doc.onResync).toHaveBeenCalledTimes(1);

    c.last().options.onChange(change({ project_id: 5 }));
    c.last().options.onChange(change({ id: 2, project_id: 5 }));
    c.last().options.onChange(change({ model: 'project_rows', document_id: 9 }));
    vi.advanceTimersByTime(BATCH_MS);
    expect(list.onChange).toHaveBeenCalledTimes(1);
    expect(list.onChange.mock.calls[0]![0].map((e: ChangeEvent) => e.id)).toEqual([1, 2]);
    expect(doc.onChange.mock.calls[0]![0]).toEqual([change({ model: 'project_rows', document_id: 9 })]);
  });

  it('names who last changed a record (issue 41), by the name presence told, even after they left', () => {
    const c = fakeConnections();
    const hub = new LiveHub({ connect: c.connect, getToken: () => 'T' });
    hub.add({ scope: { projects: [5] }, onChange: vi.fn(), onResync: vi.fn() });
    vi.advanceTimersByTime(BATCH_MS);
    expect(hub.writerOf('picks', 1)).toBeNull();
    c.last().options.onPresence?.({ projects: { 5: [{ id: 2, name: 'Anna' }] }, documents: {} });
    c.last().options.onChange(change({ project_id: 5, user_id: 2 }));
    c.last().options.onChange(change({ id: 3, project_id: 5, user_id: 8 }));
    expect(hub.writerOf('picks', 1)).toMatchObject({ userId: 2, name: 'Anna' });
    expect(Number.isNaN(Date.parse(hub.writerOf('picks', 1)!.at))).toBe(false);
    // Someone presence never named is known by id only: the screen says it without a name.
    expect(hub.writerOf('picks', 3)).toMatchObject({ userId: 8, name: null });
    c.last().options.onPresence?.({ projects: {}, documents: {} });
    expect(hub.writerOf('picks', 1)?.name).toBe('Anna');
    expect(hub.writerOf('project_rows', 1)).toBeNull();
  });

  it("routes a whole model's and one project's model's changes to the screens that follow them", () => {
    const c = fakeConnections();
    const hub = new LiveHub({ connect: c.connect, getToken: () => 'T' });
    const selection = { scope: { models: ['projects'] }, onChange: vi.fn(), onResync: vi.fn() };
    const documents = { scope: { within: ['documents:12'] }, onChange: vi.fn(), onResync: vi.fn() };
    hub.add(selection);
    hub.add(documents);
    vi.advanceTimersByTime(BATCH_MS);
    expect(c.last().options.scope).toEqual({
      projects: [],
      documents: [],
      models: ['projects'],
      within: ['documents:12'],
    });
    c.last().options.onChange(change({ model: 'projects', id: 12, project_id: 12 }));
    c.last().options.onChange(change({ model: 'documents', id: 40, project_id: 12 }));
    c.last().options.onChange(change({ model: 'documents', id: 41, project_id: 13 }));
    c.last().options.onChange(change({ model: 'project_rows', id: 900, project_id: 12 }));
    vi.advanceTimersByTime(BATCH_MS);
    expect(selection.onChange.mock.calls[0]![0].map((e: ChangeEvent) => e.id)).toEqual([12]);
    expect(documents.onChange.mock.calls[0]![0].map((e: ChangeEvent) => e.id)).toEqual([40]);
  });

  it('reopens on a new scope from the last event id, reloading only the screen that joined', () => {
    const c = fakeConnections();
    const hub = new LiveHub({ connect: c.connect, getToken: () => 'T' });
    const first = { scope: { projects: [5] }, onChange: vi.fn(), onResync: vi.fn() };
    hub.add(first);
    vi.advanceTimersByTime(BATCH_MS);
    c.last().options.onStatus?.('open');
    c.last().options.onReady?.();
    c.last().lastId = '41';
    const second = { scope: { projects: [6] }, onChange: vi.fn(), onResync: vi.fn() };
    const remove = hub.add(second);
    vi.advanceTimersByTime(BATCH_MS);
    expect(c.opened[0]!.closed).toBe(true);
    expect(c.last().options).toMatchObject({ scope: { projects: [5, 6] }, lastEventId: '41' });
    c.last().options.onStatus?.('open');
    c.last().options.onReady?.();
    expect(first.onResync).toHaveBeenCalledTimes(1);
    expect(second.onResync).toHaveBeenCalledTimes(1);

    c.last().options.onReset?.();
    expect(first.onResync).toHaveBeenCalledTimes(2);
    remove();
    vi.advanceTimersByTime(BATCH_MS);
    expect(c.last().options.scope.projects).toEqual([5]);
  });

  it('keeps the presence the server last sent, and forgets it when nothing is followed', () => {
    const c = fakeConnections();
    const hub = new LiveHub({ connect: c.connect, getToken: () => 'T' });
    const remove = hub.add({ scope: { projects: [5] }, onChange: vi.fn(), onResync: vi.fn() });
    vi.advanceTimersByTime(BATCH_MS);
    const presence = { projects: { 5: [{ id: 3, name: 'Anna' }] }, documents: {} };
    c.last().options.onPresence?.(presence);
    expect(hub.getPresence()).toEqual(presence);
    remove();
    vi.advanceTimersByTime(BATCH_MS);
    expect(c.last().closed).toBe(true);
    expect(hub.getPresence()).toEqual({ projects: {}, documents: {} });
  });
});

describe('what a batch of changes asks of a screen', () => {
  it('patches the picks whose totals changed and leaves the readings to them', () => {
    const plan = planLiveUpdate(
      [change({ id: 7 }), change({ model: 'project_rows', kind: 'create', id: 70 }), change({ id: 7 })],
      true,
    );
    expect(plan).toEqual({ picks: [7], reload: false, reloadPicks: false });
  });

  it('reloads on a state change, a new or deleted pick, or too many picks at once', () => {
    expect(planLiveUpdate([change({ model: 'projects', id: 5 })], true).reload).toBe(true);
    expect(planLiveUpdate([change({ kind: 'create' })], true).reloadPicks).toBe(true);
    const many = Array.from({ length: 25 }, (_, i) => change({ id: i + 1 }));
    expect(planLiveUpdate(many, true)).toEqual({ picks: [], reload: false, reloadPicks: true });
    expect(planLiveUpdate([change({ model: 'project_rows' })], false).reload).toBe(true);
  });

  it("reads a list's changed records again alone, and leaves new and deleted ones to a reload", () => {
    const { ids, rest } = updatedRows(
      [
        change({ model: 'documents', id: 4 }),
        change({ model: 'documents', id: 4 }),
        change({ model: 'documents', id: 5, kind: 'create' }),
        change({ model: 'documents', id: 6 }),
      ],
      'documents',
    );
    expect(ids).toEqual([4, 6]);
    expect(rest.map((e) => [e.id, e.kind])).toEqual([[5, 'create']]);
    expect(planLiveUpdate(rest, false).reload).toBe(true);
  });
});
