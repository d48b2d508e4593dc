import type { Tx } from '../db/types';
import { ApiError } from '../errors';
import { urlProblem } from '../webhooks/address';
import { EVENT_NAMES } from '../webhooks/catalog';
import { newSecret } from '../webhooks/signing';
import { belongsTo, defineModel } from './define';

/** Secrets made by a create, shown in that create's answer only (by `decorate`, in its transaction). */
const fresh = new WeakMap<object, Map<number, string>>();

/**
 * Endpoints an ERP receives signed events at (issue 43, docs/webhooks.md); administrators only.
 * `secret` is generated and sent once, in the create answer; `?do=rotate_secret` makes a new one
 * and keeps signing with the old one beside it for a day.
 */
export const webhooks = defineModel({
  name: 'webhooks',
  singular: 'webhook',
  columns: {
    url: 'text',
    events: 'json',
    active: 'boolean',
    failing: 'boolean',
    description: 'text',
    secret: 'string',
    previous_secret: 'string',
    previous_secret_until: 'datetime',
  },
  writable: ['url', 'events', 'active', 'description'],
  required: ['url', 'events'],
  hidden: ['secret', 'previous_secret'],
  computed: ['secret'],
  lockVersion: true,
  adminOnly: true,
  hooks: {
    async beforeCreate(values, ctx) {
      await checkUrl(values.url);
      normaliseEvents(values);
      values.secret = newSecret();
      if (values.active === undefined) values.active = ctx.dialect === 'postgres' ? true : 1;
    },
    async beforeUpdate(values) {
      if ('url' in values) await checkUrl(values.url);
      if ('events' in values) normaliseEvents(values);
      // A changed endpoint starts afresh: its failure was the old one's.
      if ('url' in values || 'active' in values) values.failing = false;
    },
    async afterWrite(before, after, ctx) {
      if (before || !after) return;
      let made = fresh.get(ctx.tx);
      if (!made) fresh.set(ctx.tx, (made = new Map()));
      made.set(after.id as number, String(after.secret));
    },
    async decorate(records, { db }) {
      const made = fresh.get(db as Tx);
      if (!made) return;
      for (const record of records) {
        const secret = made.get(record.id as number);
        if (secret) record.secret = secret;
      }
    },
  },
});

async function checkUrl(url: unknown) {
  const problem = await urlProblem(url);
  if (problem) throw new ApiError(422, problem, 'invalid_input', { field: 'url' });
}

/**
 * The events an endpoint subscribes to, stored as a JSON list: a list, or names separated by commas
 * (the back office's text field, a CSV cell); each a known name, or `*`.
 */
function normaliseEvents(values: Record<string, unknown>) {
  let list: unknown = values.events;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      list = null;
    }
  }
  if (typeof list === 'string')
    list = list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  const known = new Set<string>(['*', ...EVENT_NAMES]);
  if (!Array.isArray(list) || list.length === 0 || !list.every((name) => known.has(String(name)))) {
    throw new ApiError(
      422,
      `Eventi del webhook non validi: un elenco di ${EVENT_NAMES.join(', ')} oppure *`,
      'invalid_input',
      {
        field: 'events',
      },
    );
  }
  values.events = JSON.stringify(list.map(String));
}

/**
 * One event to one endpoint (written by the server): status `pending`, `delivered` or `failed`, the
 * attempts made, the last answer's status and excerpt, the next attempt. Read-only through the
 * generic routes; 'Invia di nuovo' is `POST /webhooks/{id}?do=redeliver`.
 */
export const webhookDeliveries = defineModel({
  name: 'webhook_deliveries',
  singular: 'webhook_delivery',
  columns: {
    webhook_id: 'id',
    event_id: 'id',
    event_name: 'string',
    status: 'string',
    attempts: 'integer',
    next_attempt_at: 'datetime',
    last_attempt_at: 'datetime',
    last_status: 'integer',
    last_answer: 'text',
    delivered_at: 'datetime',
  },
  associations: { webhook: belongsTo('webhooks', 'webhook_id') },
  writable: [],
  readOnly: true,
  adminOnly: true,
  defaultSort: { column: 'id', direction: 'desc' },
});
