/**
 * The readings of the management, run by the scan engine (spec §4, §5): a reading counts 1, +1 per
 * repeated reading; exceeding the expected quantity is refused ('Quantità non valida'). Confirming
 * queues one `add_reading` command into the chosen package through the outbox (kept on the device,
 * counted into its pick while it waits; its answer is the pick's new totals); supervisors also open
 * a row by tap and delete readings (one `delete_rows` command).
 */
import { checkPickQuantity, findPickForCode, pickListFields, pickSeen, putPick } from '../../domain/picks';
import { deletePickReadings, pickReadingOf, queuePickReading } from '../../domain/readings';
import type { Pick } from '../../domain/records';
import { newIdempotencyKey } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { isDivisibleUnit } from '../../domain/items';
import { outboxDrained } from '../../lib/outbox';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { useKeptEntry } from '../../lib/scan/use-kept-entry';
import { m } from '../../messages/it';
import type { PreparationData } from './use-preparation-data';

const t = m.project;
/** Project management forbids exceeding the expected quantity (spec §5, §9). */
const EXCESS_ALLOWED = false;

export function usePreparationScan(
  data: PreparationData,
  {
    entered,
    packageId,
    supervisor,
    packageNamed,
  }: {
    entered: boolean;
    packageId: number | null;
    supervisor: boolean;
    /** A package label read: chooses that package when it is this project's (true), else false. */
    packageNamed?: (code: string) => Promise<boolean>;
  },
) {
  const { projectId, referenceItemId, referenceItem, picksQuery, byId, key } = data;
  const current = (pick: Pick) => byId.get(pick.id) ?? pick;

  const ready = entered && picksQuery.isSuccess && referenceItem.isSuccess;
  const engine = useScanEngine<Pick>({
    ready,
    findLine: (code) => picksQuery.data && findPickForCode(picksQuery.data.index, byId, code, EXCESS_ALLOWED),
    otherCode: packageNamed,
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${t.itemNotInDocument}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    divisible: (pick) => isDivisibleUnit(pick.item?.measure_unit),
    initialQuantity: () => 1,
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => checkPickQuantity(current(pick), quantity, EXCESS_ALLOWED),
    seen: pickSeen(current),
  });
  // The open dialog survives a reload (lib/scan/use-kept-entry), after the printer question.
  useKeptEntry(`project/${projectId}/${referenceItemId}`, engine, ready, {
    refOf: (pick: Pick) => pick.id,
    lineOf: (id: number) => byId.get(id) ?? null,
  });

  const confirm = async () => {
    if (packageId === null) return;
    const accepted = await engine.submit();
    if (!accepted) return;
    const { line: pick, quantity } = accepted;
    const { reading, label } = pickReadingOf(pick, quantity, accepted.lot, { projectId });
    queuePickReading(data.scope, reading, label, {
      extras: {
        package_id: packageId,
        document_id: referenceItemId,
        external_reference: referenceItem.data?.name ?? null,
      },
      // Its answer goes into the reference item's picks (picksOfDocumentQuery): as that list holds it.
      fields: pickListFields.ofDocument,
    });
  };

  const remove = useStableCallback(async (pick: Pick) => {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    if (!(await outboxDrained([data.scope]))) return void dialogs.warning(m.scan.readingsWaiting());
    const idempotencyKey = newIdempotencyKey();
    void engine.send(async () => {
      const [fresh] = await deletePickReadings(projectId, [pick.id], { idempotencyKey });
      if (fresh) putPick(key, fresh);
    });
  });
  const open = useStableCallback((pick: Pick) => {
    if (supervisor) engine.show(current(pick));
  });

  return { engine, confirm, remove, open };
}
