import { describe, expect, it } from 'vitest';
import { labelCount, preparationExit } from '../../src/rules/project-preparation';
import { pick } from './helpers';

const base = {
  referenceItemId: 10,
  parentId: 1,
  updateProject: false,
};

describe('preparationExit', () => {
  it('every pick exactly complete: reference item closed, and a parent whose children are all closed closes', () => {
    const exit = preparationExit({
      ...base,
      picks: [pick(1, 2, 2), pick(2, 1, 1)],
      siblings: [
        { id: 10, closed: false, partial: true },
        { id: 11, closed: true, partial: false },
      ],
      projectDocuments: [{ id: 1 }],
    });
    expect(exit).toEqual({
      referenceItem: { closed: true, partial: false },
      parent: { closed: true, partial: false },
      project: null,
      confirm: null,
    });
  });

  it('something read but not all: reference item partial, the exit asks confirmation, the parent is partial', () => {
    const exit = preparationExit({
      ...base,
      picks: [pick(1, 2, 1), pick(2, 1, 0)],
      siblings: [{ id: 10 }, { id: 11, closed: false, partial: false }],
      projectDocuments: [{ id: 1 }],
    });
    expect(exit.referenceItem).toEqual({ closed: false, partial: true });
    expect(exit.confirm).toBe('exitIncomplete');
    expect(exit.parent).toEqual({ closed: false, partial: true });
  });

  it('an exceeded pick never closes the reference item (excess not allowed here)', () => {
    const exit = preparationExit({
      ...base,
      picks: [pick(1, 2, 3)],
      siblings: [{ id: 10 }],
      projectDocuments: [{ id: 1 }],
    });
    expect(exit.referenceItem).toEqual({ closed: false, partial: true });
    expect(exit.parent).toEqual({ closed: false, partial: true });
  });

  it('nothing read: nothing closed or partial, no confirmation, the stored state of the reference item is replaced', () => {
    const exit = preparationExit({
      ...base,
      picks: [pick(1, 2, 0)],
      siblings: [{ id: 10, closed: true, partial: false }, { id: 11 }],
      projectDocuments: [{ id: 1 }],
    });
    expect(exit.referenceItem).toEqual({ closed: false, partial: false });
    expect(exit.parent).toEqual({ closed: false, partial: false });
    expect(exit.confirm).toBeNull();
  });

  it('a parent with another closed child is partial even when this reference item is untouched', () => {
    const exit = preparationExit({
      ...base,
      picks: [pick(1, 2, 0)],
      siblings: [{ id: 10 }, { id: 11, closed: true }],
      projectDocuments: [{ id: 1 }],
    });
    expect(exit.parent).toEqual({ closed: false, partial: true });
  });

  it('update-project on: the project is recalculated from its documents with the parent’s new state', () => {
    const complete = { ...base, picks: [pick(1, 1, 1)], siblings: [{ id: 10 }], updateProject: true };
    expect(preparationExit({ ...complete, projectDocuments: [{ id: 1 }] }).project).toEqual({
      closed: true,
      partial: false,
    });
    expect(
      preparationExit({ ...complete, projectDocuments: [{ id: 1 }, { id: 2, closed: false }] }).project,
    ).toEqual({ closed: false, partial: true });
  });

  it('update-project off: the project is left alone', () => {
    const exit = preparationExit({ ...base, picks: [pick(1, 1, 1)], siblings: [], projectDocuments: [] });
    expect(exit.project).toBeNull();
    expect(exit.parent).toEqual({ closed: true, partial: false });
  });
});

describe('labelCount', () => {
  it('takes whole numbers from 1 to 500, typed or as text', () => {
    expect(labelCount(3)).toBe(3);
    expect(labelCount(' 500 ')).toBe(500);
    expect(labelCount(1)).toBe(1);
  });

  it('refuses 0, negatives, over 500, fractions and text', () => {
    for (const bad of [0, -1, 501, 2.5, '', 'abc', '3x', null, undefined, Number.NaN]) {
      expect(labelCount(bad)).toBeNull();
    }
  });
});
