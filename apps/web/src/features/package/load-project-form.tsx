/** 'Carico Camion' (spec §2): a project with closed packages waiting, then 'Procedi' to truck loading. */
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { ProjectSelect } from './project-select';

const t = m.package;

export function LoadProjectForm({ flags }: { flags: string }) {
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <ProjectSelect stage="closed" value={projectId} onChange={setProjectId} />
      <Button
        size="md"
        disabled={projectId === null}
        onClick={() => projectId !== null && navigate(paths.packageManagement.href(projectId, flags))}
        data-testid="proceed"
      >
        {t.proceed}
      </Button>
    </Stack>
  );
}
