/**
 * The open package the readings go into (spec §5): the one chosen, else the last one. The choice is
 * kept on the device (lib/keep), so a reload reopens a kept dialog into the package the operator had
 * chosen; a kept package no longer open (closed meanwhile) falls back to the last one. Supervisors
 * also create a new one (its label printed when there is a printer, owed otherwise) or print a label
 * again (the owed one settled).
 */
import { useQuery } from '@tanstack/react-query';
import { packageOfReading, refusePackage } from '../../domain/packages';
import { dialogs } from '../../lib/dialogs';
import { useKeptState } from '../../lib/keep';
import { labelsNotPrintedText, printOwedNow } from '../../domain/printing';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { openPackagesQuery, preparePackages } from './api';

const t = m.project;

/** The chosen package's id as kept on the device; anything else read back is dropped. */
const KEPT_CHOICE = {
  isEmpty: (id: number | null) => id === null,
  accept: (value: unknown): value is number | null => value === null || Number.isInteger(value),
};

/** `labels`: printer management is on; `printerId`: the printer found on entry (null: none then). */
export function usePackageChoice(projectId: number, printerId: number | null, labels: boolean) {
  const packages = useQuery(openPackagesQuery(projectId));
  const kept = useKeptState<number | null>(`preparation-package/${projectId}`, null, KEPT_CHOICE);
  const packageId = kept.value;
  const setPackageId = kept.set;
  const lastPackage = packages.data?.at(-1)?.id ?? null;
  const chosen =
    packageId !== null && packages.data?.some((p) => p.id === packageId) ? packageId : lastPackage;

  const create = async () => {
    try {
      const answer = await preparePackages(projectId, 1, labels ? printerId : undefined);
      const created = answer.packages[0]!;
      await packages.refetch();
      setPackageId(created.id);
      toast.success(t.packageCreated);
      const outcome = answer.labels;
      // Not printed (no printer, or a fault): the label is owed and 'Ristampa etichetta' prints it.
      if (outcome && outcome.printed < outcome.total)
        void dialogs.warning(labelsNotPrintedText(outcome, m.print.packageLabelOwed));
      else if (outcome) toast.success(t.printed(outcome.printed));
    } catch {
      // the API client has shown the server's message
    }
  };
  /** The printer is looked for again: it may be back since the screen was entered. */
  const reprint = () => {
    const pkg = packages.data?.find((p) => p.id === chosen);
    if (!pkg || !labels) return;
    void printOwedNow(projectId, pkg.id, () => t.reprinted(pkg.name ?? '')).catch(() => undefined);
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
