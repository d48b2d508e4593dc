/**
 * The open package the readings go into (spec §5): the one chosen, else the last one. Supervisors
 * also create a new one (its label printed when there is a printer) or print a label again.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { packageOfReading, refusePackage } from '../../domain/packages';
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

  /** A package label read: this project's open package is chosen; a closed and shipped one refused. */
  const chooseRead = async (code: string): Promise<boolean> => {
    const found = await packageOfReading(code, projectId, packages.data ?? []);
    if (found?.kind === 'refused') void refusePackage();
    if (found?.kind !== 'chosen') return found !== null;
    setPackageId(found.package.id);
    toast(m.scanner.packageChosen(found.package.name ?? ''));
    return true;
  };

  return { packages: packages.data ?? [], chosen, choose: setPackageId, chooseRead, create, reprint };
}
