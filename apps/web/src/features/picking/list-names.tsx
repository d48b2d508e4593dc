import { Text } from '@mantine/core';
import { LiveUpdates } from '../../domain/live-updates';
import { pickKeys } from '../../domain/picks';
import { projectKeys } from '../../domain/projects';
import type { Project } from '../../domain/records';

/**
 * The names of the lists being picked, in full (wrapping anywhere rather than widening the page),
 * kept live: another operator's readings and state changes show at once, and so does their presence.
 */
export function ListNames({
  projectIds,
  lists,
}: {
  projectIds: readonly number[];
  lists: readonly Project[] | undefined;
}) {
  const names = (lists ?? []).map((p) => p.name).join(', ');
  return (
    <>
      {names && (
        <Text size="sm" fw={600} data-testid="picking-lists-names" style={{ overflowWrap: 'anywhere' }}>
          {names}
        </Text>
      )}
      <LiveUpdates
        projects={projectIds}
        reload={[projectKeys.byIds(projectIds)]}
        picks={pickKeys.ofLists(projectIds)}
        place="list"
      />
    </>
  );
}
