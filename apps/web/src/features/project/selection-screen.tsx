/**
 * /project/selection?incoming&outgoing&picking&revision&locked&keepProject (spec §2, §5, §6): the
 * chained selects project → document → reference item, each enabled once the previous is chosen and
 * each chosen by reading its name too; supervisors also see closed documents and reference items,
 * marked '(X) '. 'Stampa etichette' / 'Ristampa etichette' (printer management on) and 'Procedi'.
 */
import { useMemo } from 'react';
import { Button, Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { currentUserIsSupervisor } from '../../domain/users';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { useLocalSettings } from '../../lib/settings/local-settings';
import { m } from '../../messages/it';
import { LabelActions } from './label-actions';
import { flagsQuery, preparationTypology, readFlags } from './mode';
import { PreparationSelects } from './preparation-selects';
import { usePreparationChoice } from './use-preparation-choice';

const t = m.project;

export function ProjectSelectionScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flags = useMemo(() => readFlags(params), [params]);
  const { printerManagement } = useLocalSettings();
  const choice = usePreparationChoice(
    preparationTypology(flags),
    params.get('keepProject') === 'true',
    currentUserIsSupervisor(),
  );
  const { projectId, documentId, referenceItemId } = choice;

  const proceed = () => {
    if (projectId === null || documentId === null || referenceItemId === null) return;
    void navigate(
      paths.projectManagement.href(
        projectId,
        flagsQuery(flags, { document: documentId, referenceItem: referenceItemId }),
      ),
    );
  };

  return (
    <PageLayout title={t.selectionTitle} back={paths.home.href()}>
      <Stack gap="sm">
        <PreparationSelects choice={choice} />
        {printerManagement && <LabelActions projectId={projectId} />}
        <Button
          h={44}
          disabled={projectId === null || documentId === null || referenceItemId === null}
          onClick={proceed}
          data-testid="proceed"
        >
          {t.proceed}
        </Button>
      </Stack>
    </PageLayout>
  );
}
