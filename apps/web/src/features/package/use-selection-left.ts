/**
 * Truck loading with two handhelds (issue 31): a selected package that leaves the list meanwhile —
 * loaded on the truck or reopened from another handheld, the live updates reload the list — leaves
 * the selection too, and the operator is told which and who before pressing 'Carica selezionati'
 * on a selection that would otherwise have shrunk without a word.
 */
import { useEffect, useRef } from 'react';
import { fetchLastWriter } from '../../domain/projects';
import type { Package } from '../../domain/records';
import { currentUser } from '../../domain/users';
import { api } from '../../lib/api';
import { timeOf } from '../../lib/api/refusal';
import { dialogs } from '../../lib/dialogs';
import { m } from '../../messages/it';

type Selection = Record<string, boolean>;

/** What the operator is told of one package gone: what happened to it, and who did it when known. */
async function goneText(id: number, name: string): Promise<string | null> {
  const [pkg, writer] = await Promise.all([
    api.get<Package>(`/packages/${id}`).catch(() => null),
    fetchLastWriter(id, 'packages').catch(() => ({}) as Awaited<ReturnType<typeof fetchLastWriter>>),
  ]);
  if (writer.by && writer.by.id === currentUser()?.id) return null; // the operator's own load
  const what = pkg?.shipped ? m.package.leftLoaded(name) : m.package.leftReopened(name);
  const said = writer.by && writer.at ? m.commands.finishedBy(what, writer.by.name, timeOf(writer.at)) : what;
  return m.package.leftSelection(said);
}

/** `busy`: the screen's own load is running (its packages leave the list because of it). */
export function useSelectionLeft(
  rows: readonly Package[] | undefined,
  selection: Selection,
  setSelection: (update: (s: Selection) => Selection) => void,
  busy: boolean,
): void {
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    if (!rows) return;
    const present = new Set(rows.map((p) => String(p.id)));
    // Only packages this screen showed: a kept selection's stale ids are not news.
    const gone = busy
      ? []
      : Object.keys(selection).filter((id) => selection[id] && !present.has(id) && names.current.has(id));
    for (const p of rows) names.current.set(String(p.id), p.name ?? String(p.id));
    if (gone.length === 0) return;
    setSelection((s) => Object.fromEntries(Object.entries(s).filter(([id]) => !gone.includes(id))));
    void Promise.all(gone.map((id) => goneText(Number(id), names.current.get(id)!))).then((texts) => {
      const told = texts.filter((t): t is string => t !== null);
      if (told.length > 0) void dialogs.warning(told.join('\n'));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the list as it reloads
  }, [rows]);
}
