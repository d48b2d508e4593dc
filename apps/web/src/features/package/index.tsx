/** Package (close package, truck loading) module chunk. */
import { useLocation } from 'react-router';
import { ModulePlaceholder } from '../../lib/layout/module-placeholder';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

export function PackageSelectionScreen() {
  return <ModulePlaceholder title={m.screens.packageSelection} back={paths.home.href()} />;
}

export function PackageManagementScreen() {
  const { search } = useLocation();
  return <ModulePlaceholder title={m.screens.packageManagement} back={paths.packageSelection.href(search)} />;
}
