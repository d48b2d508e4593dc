/** Package (close package, truck loading) module chunk. */
import { useLocation } from 'react-router';
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function PackageSelectionScreen() {
  return <ModulePlaceholder title={m.screens.packageSelection} back="/home" />;
}

export function PackageManagementScreen() {
  const { search } = useLocation();
  return <ModulePlaceholder title={m.screens.packageManagement} back={`/package/selection${search}`} />;
}
