import { Alert } from '@mantine/core';
import { m } from '../../messages/it';
import type { LivePlace } from '../../messages/modules/live';
import { usePresence } from './use-live';

/** 'Anna', 'Anna e Bruno', 'Anna, Bruno e Carla'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${m.live.and} ${names[names.length - 1]}`;
}

/**
 * 'Anche Anna sta lavorando su questa lista': shown while another user has one of these projects or
 * documents open (the current user's own other tabs and devices do not count). Nothing otherwise.
 */
export function PresenceNote({
  projects,
  documents,
  place,
}: {
  projects?: readonly number[];
  documents?: readonly number[];
  place: LivePlace;
}) {
  const others = usePresence({ projects, documents });
  if (others.length === 0) return null;
  return (
    <Alert color="blue" variant="light" p="xs" data-testid="presence" role="status">
      {(others.length > 1 ? m.live.alsoHereMany : m.live.alsoHere)(
        joinNames(others.map((u) => u.name)),
        m.live.places[place],
      )}
    </Alert>
  );
}
