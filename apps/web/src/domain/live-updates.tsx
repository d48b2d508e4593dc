import { PresenceNote } from '../lib/live/presence-note';
import type { LivePlace } from '../messages/modules/live';
import { useLiveScreen, type LiveScreen } from './live';

export interface LiveUpdatesProps extends LiveScreen {
  /** What the presence note calls the place ('questa lista', 'questo ordine'…). */
  place: LivePlace;
  /** Where someone else counts as "on the same thing"; default: the screen's projects and documents. */
  presence?: { projects?: readonly number[]; documents?: readonly number[] };
}

/**
 * A screen's live updates in one line: follows what it has open (useLiveScreen) and shows who else
 * is working on it. Renders nothing while nobody else is.
 */
export function LiveUpdates({ place, presence, ...screen }: LiveUpdatesProps) {
  useLiveScreen(screen);
  const on = presence ?? screen;
  return <PresenceNote projects={on.projects} documents={on.documents} place={place} />;
}
