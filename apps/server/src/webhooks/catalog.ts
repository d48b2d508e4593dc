/**
 * The webhook events (issue 43, docs/webhooks.md): each name, what it carries, and why it is sent.
 * The outbox (services/webhook-outbox.ts) records them; their JSON Schemas are made from this
 * (services/webhook-schemas.ts).
 */

/** What each event carries: the records of `model` as /api/v2 shows them, with their `lines`. */
export interface EventSpec {
  description: string;
  /** The model whose records the event carries (`data[key]`); absent for `label.owed`. */
  model?: string;
  /** One record (`data.<singular>`) or several (`data.<plural>`: a truck load). */
  many?: boolean;
  /** Its lines, as they are at the commit: `data.lines` (model, and the column naming the record). */
  lines?: { model: string; foreignKey: string };
}

export const EVENTS = {
  'goods.received': {
    description: 'A reading saved on the incoming screen: the goods, their lot and where they went.',
    model: 'project_rows',
  },
  'order.concluded': {
    description:
      "An order concluded by 'Concludi' (picking, packing, store supply), with its picks; `partial` and `suspended` say how.",
    model: 'projects',
    lines: { model: 'picks', foreignKey: 'project_id' },
  },
  'package.closed': {
    description: "A package closed by 'Chiudi Collo', with its measures.",
    model: 'packages',
  },
  'package.shipped': {
    description: 'A truck load: every package loaded together, in one event.',
    model: 'packages',
    many: true,
  },
  'inventory.document_closed': {
    description: "An inventory location's document concluded, with its counted readings.",
    model: 'documents',
    lines: { model: 'project_rows', foreignKey: 'document_id' },
  },
  'inventory.concluded': {
    description: 'An inventory whose every location document is concluded.',
    model: 'projects',
  },
  'item.changed': {
    description: 'An item created, changed or deleted, by any way (back office, /api/v2, CSV import).',
    model: 'items',
  },
  'label.owed': { description: 'A label the printer did not print: it stays owed, with why.' },
  'webhook.test': { description: "Sent by the back office's test button only to the endpoint tested." },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof EVENTS;
/** The names an endpoint may subscribe to (the test event goes only where it is asked). */
export const EVENT_NAMES = (Object.keys(EVENTS) as EventName[]).filter((n) => n !== 'webhook.test');
