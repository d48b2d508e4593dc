/**
 * /package/selection (spec §2). Revision mode, 'Gestisci Colli': a project, one of its open
 * packages (chosen, or read by its barcode), an optional photo, then 'Chiudi Collo'. Otherwise,
 * 'Carico Camion': a project with closed packages waiting, then 'Procedi' to truck loading.
 */
import { useLocation } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { ClosePackageForm } from './close-package-form';
import { LoadProjectForm } from './load-project-form';
import { isRevision, packageFlags } from './mode';

const t = m.package;

export function PackageSelectionScreen() {
  const { search } = useLocation();
  const revision = isRevision(search);
  return (
    <PageLayout title={revision ? t.closeTitle : t.loadTitle} back={paths.home.href()}>
      {revision ? <ClosePackageForm /> : <LoadProjectForm flags={packageFlags(search)} />}
    </PageLayout>
  );
}
