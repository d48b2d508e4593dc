/**
 * The counting screens' 'Concludi', 'Esci/Sospendi' and back button (packing spec §4):
 * `POST /projects/{id}?do=inventory_conclude` / `inventory_suspend` / `inventory_exit`. The
 * document's lines are loaded, `countActionPlan` decides, the document's lock_version is checked,
 * its closed/partial flags are written. A concluded document is 409 `already_closed`.
 */
import { z } from 'zod';
import { countActionPlan, messages, type CountAction } from '@warehouse/shared';
import { staleRecord } from '../errors';
import { confirmationRequired, defineCommand, type CommandContext } from './command';
import {
  countLines,
  documentRef,
  loadInventory,
  lockDocument,
  num,
  presentDocument,
  refuseClosed,
} from './inventory-scope';
import { recordEvent } from '../services/webhook-outbox';

const closeBody = z.object({
  ...documentRef,
  /** The document's lock_version as the screen read it; absent when the location had no document yet. */
  lock_version: z.number().int().min(0).nullish(),
  /** The operator answered the rule's question with yes. */
  confirmed: z.boolean().default(false),
});

interface Outcome {
  documentId: number;
  mode: string;
  changed: boolean;
  leave: boolean;
}

function closeCommand(action: CountAction) {
  return defineCommand({
    model: 'projects',
    name: `inventory_${action}`,
    on: 'member',
    permission: 'update',
    body: closeBody,
    invalidBody: 'Indicare location_id oppure document_id, e lock_version',
    async run(ctx): Promise<Outcome> {
      const { tx, body, services } = ctx;
      const inventory = await loadInventory(tx, ctx.id!);
      const document = await lockDocument(ctx, inventory, body);
      const documentId = document.id as number;
      if (body.lock_version != null && num(document.lock_version) !== body.lock_version) {
        throw staleRecord({ documents: [await presentDocument(ctx, documentId)] });
      }
      await refuseClosed(ctx, inventory, document);
      const plan = countActionPlan(inventory.mode, action, await countLines(tx, inventory, document));
      if (plan.confirm && !body.confirmed) {
        throw confirmationRequired(plan.confirm, messages[plan.confirm], {
          documents: [await presentDocument(ctx, documentId)],
        });
      }
      if (plan.write) {
        await services.records.update(
          services.registry.get('documents')!,
          documentId,
          { ...plan.write, lock_version: num(document.lock_version) },
          ctx.userId,
          [],
          tx,
        );
        if (plan.write.closed) await recordClosed(ctx, documentId);
      }
      return { documentId, mode: inventory.mode, changed: plan.write !== null, leave: plan.leave };
    },
    async answer(ctx, outcome) {
      return {
        document: await presentDocument(ctx, outcome.documentId),
        mode: outcome.mode,
        changed: outcome.changed,
        leave: outcome.leave,
      };
    },
  });
}

/** `inventory.document_closed`, and `inventory.concluded` when it was the inventory's last open document. */
async function recordClosed(ctx: CommandContext<unknown>, documentId: number) {
  recordEvent(ctx.tx, 'inventory.document_closed', { ids: [documentId] }, ctx.userId);
  const open = await ctx.tx
    .selectFrom('documents')
    .select('id')
    .where('project_id', '=', ctx.id!)
    .where((eb) =>
      eb.or([eb('closed', 'is', null), eb('closed', '=', ctx.services.dialect === 'postgres' ? false : 0)]),
    )
    .executeTakeFirst();
  if (!open) recordEvent(ctx.tx, 'inventory.concluded', { ids: [ctx.id!] }, ctx.userId);
}

export const inventoryConclude = closeCommand('conclude');
export const inventorySuspend = closeCommand('suspend');
export const inventoryExit = closeCommand('exit');
