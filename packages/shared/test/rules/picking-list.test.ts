import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages';
import { concludePickingList, suspendPickingList } from '../../src/rules/picking-list';
import { pick } from './helpers';

const STORED = { store: true, partial: false, suspended: false };
const CLEARED = { store: false, partial: false, suspended: false };

const complete = { id: 1, picks: [pick(11, 5, 5), pick(12, 2, 3)] };
const untouched = { id: 2, picks: [pick(21, 4, 0), pick(22, 1, null)] };
const partial = { id: 3, picks: [pick(31, 4, 4), pick(32, 6, 1)] };

describe("'Concludi' on picking lists", () => {
  it('everything complete: each list stored and its readings deleted, no question', () => {
    const other = { id: 4, picks: [pick(41, 1, 1)] };
    expect(concludePickingList([complete, other])).toEqual({
      confirm: null,
      actions: [
        { projectId: 1, state: 'complete', flags: STORED, deleteReadings: true },
        { projectId: 4, state: 'complete', flags: STORED, deleteReadings: true },
      ],
    });
  });

  it('nothing read on any list: the three flags cleared, readings kept, no question', () => {
    const other = { id: 5, picks: [pick(51, 3, 0)] };
    expect(concludePickingList([untouched, other])).toEqual({
      confirm: null,
      actions: [
        { projectId: 2, state: 'untouched', flags: CLEARED, deleteReadings: false },
        { projectId: 5, state: 'untouched', flags: CLEARED, deleteReadings: false },
      ],
    });
  });

  it('partly read: asks, then handles each list by its own state', () => {
    const plan = concludePickingList([complete, untouched, partial]);
    expect(plan.confirm).toBe('partialPicking');
    expect(messages[plan.confirm!]).toBe(
      "Prelievo parziale! Confermi comunque la chiusura dell'attività di prelievo?",
    );
    expect(plan.actions).toEqual([
      { projectId: 1, state: 'complete', flags: STORED, deleteReadings: true },
      { projectId: 2, state: 'untouched', flags: CLEARED, deleteReadings: false },
      {
        projectId: 3,
        state: 'partial',
        flags: { store: true, partial: true, suspended: false },
        deleteReadings: true,
      },
    ]);
  });

  it('one partly read list alone asks too', () => {
    expect(concludePickingList([partial])).toEqual({
      confirm: 'partialPicking',
      actions: [
        {
          projectId: 3,
          state: 'partial',
          flags: { store: true, partial: true, suspended: false },
          deleteReadings: true,
        },
      ],
    });
  });

  it('complete lists mixed with untouched ones still ask', () => {
    const plan = concludePickingList([complete, untouched]);
    expect(plan.confirm).toBe('partialPicking');
    expect(plan.actions.map((action) => action.state)).toEqual(['complete', 'untouched']);
  });

  it('an exceeded pick is complete with excess allowed (the default), partial without', () => {
    const exceeded = { id: 6, picks: [pick(61, 2, 3)] };
    expect(concludePickingList([exceeded])).toMatchObject({ confirm: null, actions: [{ flags: STORED }] });
    expect(concludePickingList([exceeded], false)).toEqual({
      confirm: 'partialPicking',
      actions: [
        {
          projectId: 6,
          state: 'partial',
          flags: { store: true, partial: true, suspended: false },
          deleteReadings: true,
        },
      ],
    });
  });

  it('returns flags each caller may change without affecting other plans', () => {
    const first = concludePickingList([complete]);
    first.actions[0]!.flags.store = false;
    expect(concludePickingList([complete]).actions[0]!.flags).toEqual(STORED);
  });
});

describe("'Esci/Sospendi' on picking lists", () => {
  it('nothing read: the three flags cleared, no question', () => {
    expect(suspendPickingList([untouched])).toEqual({
      confirm: null,
      actions: [{ projectId: 2, state: 'untouched', flags: CLEARED, deleteReadings: false }],
    });
  });

  it('something read: asks, then clears untouched lists and suspends the others', () => {
    const plan = suspendPickingList([complete, untouched, partial]);
    expect(plan.confirm).toBe('suspendPicking');
    expect(plan.actions).toEqual([
      { projectId: 1, state: 'complete', flags: { suspended: true }, deleteReadings: false },
      { projectId: 2, state: 'untouched', flags: CLEARED, deleteReadings: false },
      { projectId: 3, state: 'partial', flags: { suspended: true }, deleteReadings: false },
    ]);
  });

  it('a single complete list is suspended too, after asking', () => {
    expect(suspendPickingList([complete])).toMatchObject({
      confirm: 'suspendPicking',
      actions: [{ projectId: 1, flags: { suspended: true } }],
    });
  });

  it('reports each state with the excess option', () => {
    const exceeded = { id: 6, picks: [pick(61, 2, 3)] };
    expect(suspendPickingList([exceeded]).actions[0]!.state).toBe('complete');
    expect(suspendPickingList([exceeded], false).actions[0]!.state).toBe('partial');
  });
});

describe('a finished (concluded) picking list is never reopened', () => {
  const FINISHED = { projectId: 7, state: 'finished', flags: {}, deleteReadings: false };
  // Its readings were deleted at 'Concludi', so its picks look untouched.
  const concluded = { id: 7, finished: true, picks: [pick(71, 4, 0)] };

  it("an untouched 'Esci/Sospendi' leaves its store flag as it is", () => {
    expect(suspendPickingList([concluded])).toEqual({ confirm: null, actions: [FINISHED] });
  });

  it('a suspend beside open lists suspends only the open ones', () => {
    const plan = suspendPickingList([concluded, partial]);
    expect(plan.confirm).toBe('suspendPicking');
    expect(plan.actions).toEqual([
      FINISHED,
      { projectId: 3, state: 'partial', flags: { suspended: true }, deleteReadings: false },
    ]);
  });

  it("'Concludi' leaves it, and it does not turn the others' conclusion partial", () => {
    expect(concludePickingList([concluded, complete])).toEqual({
      confirm: null,
      actions: [FINISHED, { projectId: 1, state: 'complete', flags: STORED, deleteReadings: true }],
    });
  });
});
