/**
 * The open package the readings go into (spec §5): the one chosen, else the last one. Supervisors
 * also create a new one (its label printed when there is a printer) or print a label again.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dialogs } from '../../lib/dialogs';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { openPackagesQuery, preparePackages } from './api';
import { reprintPackage } from './reprint-package';

const t = m.project;

export function usePackageChoice(projectId: number, printerId: number | null) {
  const packages = useQuery(openPackagesQuery(projectId));
  const [packageId, setPackageId] = useState<number | null>(null);
  const lastPackage = packages.data?.at(-1)?.id ?? null;
  const chosen = packageId ?? lastPackage;

  const create = async () => {
    try {
      const answer = await preparePackages(projectId, 1, printerId);
      const created = answer.packages[0]!;
      await packages.refetch();
      setPackageId(created.id);
      toast.success(t.packageCreated);
      if (answer.labels?.error) void dialogs.error(answer.labels.error);
      else if (answer.labels) toast.success(t.printed(answer.labels.printed));
    } catch {
      // the API client has shown the server's message
    }
  };
  const reprint = () => {
    const pkg = packages.data?.find((p) => p.id === chosen);
    if (pkg && printerId !== null) void reprintPackage(printerId, pkg);
  };

  return { packages: packages.data ?? [], chosen, choose: setPackageId, create, reprint };
}
