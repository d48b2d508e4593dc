/**
 * The live note under the open 'Chiudi Collo' dialog (issue 41): while it is open, the package it
 * was opened on is followed alone — read again with its last writer whenever the live stream says
 * it changed — and what another operator did to it is said under the measures ('Nel frattempo Anna
 * ha chiuso il collo alle 10:42', '… ha impostato 450×350×250 mm, 8 kg alle 10:42'). Nothing of it
 * goes into the dialog: the typed measures and the version it opened with stay, so the package
 * never vanishes from under the operator, and Conferma goes through `decide` as before (a closed
 * package is then refused naming who, changed measures are asked about).
 */
import { useEffect, useState } from 'react';
import { fetchLastWriter } from '../../domain/projects';
import type { Package } from '../../domain/records';
import { api } from '../../lib/api';
import { timeOf } from '../../lib/api/refusal';
import { useLive } from '../../lib/live/use-live';
import { m } from '../../messages/it';
import { measuresFigure } from './use-close-package';

const t = m.package;

interface Meanwhile {
  pkg: Package;
  by?: { name: string };
  at?: string;
}

/** What the note says of `now` against the package as the dialog opened; null when nothing to say. */
export function meanwhileNote(opened: Package, { pkg: now, by, at }: Meanwhile): string | null {
  const who = by?.name && at ? { name: by.name, time: timeOf(at) } : null;
  if (now.shipped && !opened.shipped)
    return who ? t.shippedMeanwhileBy(who.name, who.time) : t.shippedMeanwhile;
  if (now.closed && !opened.closed) return who ? t.closedMeanwhileBy(who.name, who.time) : t.closedMeanwhile;
  const figure = measuresFigure(now);
  if (figure === measuresFigure(opened)) return null;
  return who ? m.commands.setMeanwhileBy(who.name, figure, who.time) : m.commands.setMeanwhile(figure);
}

/** `opened`: the package as the dialog opened on it (null while closed). */
export function usePackageMeanwhile(opened: Package | null): string | null {
  const [seen, setSeen] = useState<Meanwhile | null>(null);
  const id = opened?.id ?? null;
  useEffect(() => setSeen(null), [id]);

  const readAgain = () => {
    if (id === null) return;
    void Promise.all([
      api.getById<Package>('packages', id),
      fetchLastWriter(id, 'packages').catch(() => ({}) as Awaited<ReturnType<typeof fetchLastWriter>>),
    ])
      .then(([pkg, writer]) => setSeen((s) => (id === pkg.id ? { pkg, ...writer } : s)))
      .catch(() => undefined); // gone or out of reach: Conferma will tell
  };
  useLive(opened && opened.project_id != null ? { within: [`packages:${opened.project_id}`] } : null, {
    onChange: (events) => {
      if (events.some((e) => e.model === 'packages' && e.id === id)) readAgain();
    },
    onResync: readAgain,
  });

  return opened && seen && seen.pkg.id === opened.id ? meanwhileNote(opened, seen) : null;
}
