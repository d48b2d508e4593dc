/**
 * The readings of the management, run by the scan engine (spec §4, §5): a reading counts 1, +1 per
 * repeated reading; exceeding the expected quantity is refused ('Quantità non valida'). Confirming
 * writes one reading into the chosen package; supervisors also open a row by tap and delete readings.
 */
import { lotPayload } from '@warehouse/shared';
import { checkPickQuantity, findPickForCode, refreshPick } from '../../domain/picks';
import { deleteReadings } from '../../domain/readings';
import type { Pick } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { getUser } from '../../lib/session';
import { createStep } from '../../lib/write-queue';
import { m } from '../../messages/it';
import type { PreparationData } from './use-preparation-data';

const t = m.project;
/** Project management forbids exceeding the expected quantity (spec §5, §9). */
const EXCESS_ALLOWED = false;

export function usePreparationScan(
  data: PreparationData,
  { entered, packageId, supervisor }: { entered: boolean; packageId: number | null; supervisor: boolean },
) {
  const { projectId, referenceItemId, referenceItem, picksQuery, byId, key } = data;
  const current = (pick: Pick) => byId.get(pick.id) ?? pick;

  const engine = useScanEngine<Pick>({
    ready: entered && picksQuery.isSuccess && referenceItem.isSuccess,
    findLine: (code) => picksQuery.data && findPickForCode(picksQuery.data.index, byId, code, EXCESS_ALLOWED),
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${t.itemNotInDocument}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    initialQuantity: () => 1,
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => checkPickQuantity(current(pick), quantity, EXCESS_ALLOWED),
  });

  const confirm = () => {
    if (packageId === null) return;
    const accepted = engine.submit();
    if (!accepted || accepted.quantity === 0) return;
    const { line: pick, quantity } = accepted;
    const reading = {
      project_id: projectId,
      pick_id: pick.id,
      document_id: referenceItemId,
      location_id: pick.location_id ?? pick.item?.location_id ?? null,
      item_id: pick.item_id,
      quantity,
      external_reference: referenceItem.data?.name ?? null,
      package_id: packageId,
      user_id: getUser()?.id ?? null,
      ...lotPayload(accepted.lot),
    };
    void engine.writes.run([createStep('project_rows', reading, () => refreshPick(key, pick.id))]);
  };

  const remove = useStableCallback(async (pick: Pick) => {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    void engine.writes.run([
      async () => {
        const fresh = await refreshPick(key, pick.id);
        await deleteReadings((fresh.project_rows ?? []).map((row) => row.id));
        await refreshPick(key, pick.id);
      },
    ]);
  });
  const open = useStableCallback((pick: Pick) => {
    if (supervisor) engine.show(current(pick));
  });

  return { engine, confirm, remove, open };
}
