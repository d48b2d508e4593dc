// @vitest-environment jsdom
/** What the open 'Chiudi Collo' dialog says of its package changed meanwhile (issue 41). */
import { describe, expect, it } from 'vitest';
import type { Package } from '../../../src/domain/records';
import { meanwhileNote } from '../../../src/features/package/use-package-meanwhile';

const opened = {
  id: 3,
  closed: false,
  shipped: false,
  width: null,
  depth: null,
  height: null,
  weight: null,
} as Package;
const by = { name: 'Anna' };
const at = '2026-03-02T09:42:00.000Z';
const time = new Date(at).toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' });

describe('meanwhileNote', () => {
  it('closed or loaded by someone named: who and when', () => {
    expect(meanwhileNote(opened, { pkg: { ...opened, closed: true }, by, at })).toBe(
      `Nel frattempo Anna ha chiuso il collo alle ${time}`,
    );
    expect(meanwhileNote(opened, { pkg: { ...opened, closed: true, shipped: true }, by, at })).toBe(
      `Nel frattempo Anna ha caricato il collo sul camion alle ${time}`,
    );
  });

  it('new measures: the figure, as a decision names it; without a name, no one is named', () => {
    const measured = { ...opened, width: 450, depth: 350, height: 250, weight: 8 };
    expect(meanwhileNote(opened, { pkg: measured, by, at })).toBe(
      `Nel frattempo Anna ha impostato 450×350×250 mm, 8 kg alle ${time}`,
    );
    expect(meanwhileNote(opened, { pkg: measured })).toBe(
      'Nel frattempo è stato impostato 450×350×250 mm, 8 kg',
    );
  });

  it('nothing the dialog shows changed: no note', () => {
    expect(meanwhileNote(opened, { pkg: { ...opened, lock_version: 4 }, by, at })).toBeNull();
  });
});
