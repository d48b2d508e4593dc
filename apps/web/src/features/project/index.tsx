/** Package-preparation (project) module chunk. */
import { useSearchParams } from 'react-router';
import { ModulePlaceholder } from '../../lib/layout/module-placeholder';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

export function ProjectSelectionScreen() {
  return <ModulePlaceholder title={m.screens.projectSelection} back={paths.home.href()} />;
}

export function ProjectManagementScreen() {
  const [params] = useSearchParams();
  const back = new URLSearchParams();
  for (const flag of ['incoming', 'outgoing', 'picking']) back.set(flag, params.get(flag) ?? 'false');
  back.set('keepProject', 'true');
  return <ModulePlaceholder title={m.screens.projectManagement} back={paths.projectSelection.href(back)} />;
}
