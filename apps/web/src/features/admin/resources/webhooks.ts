/**
 * Webhook endpoints and their deliveries (issue 43; administrators only, like the server's models):
 * each endpoint lists its deliveries under its form; a failed one is sent again from its own page.
 */
import { ma } from '../../../messages/admin';
import { WebhookDeliveryPanel, WebhookPanel } from '../edit/webhook-panel';
import { child, choices, col, fld, flt, modelLabel, resource, shownOnly } from './kit';

const statuses = choices(ma.adminLabels.choices.deliveryStatus);
const eventList = (r: Record<string, unknown>) =>
  Array.isArray(r.events) ? r.events.join(', ') : String(r.events ?? '');

function hostOf(url: unknown): string {
  try {
    return new URL(String(url)).host;
  } catch {
    return String(url);
  }
}

const deliveryColumns = [
  col.text('id'),
  col.text('event_name'),
  col.choice('status', statuses),
  ...col.texts('attempts', 'last_status'),
  col.time('next_attempt_at', { sortable: false }),
  col.text('last_answer', { hidden: true }),
];

const webhooks = resource('webhooks', 'access', {
  adminOnly: true,
  search: 'url_or_description_cont',
  // The host: a whole URL is one long word the heading cannot break on a handheld.
  title: (r) => (r.description ? String(r.description) : hostOf(r.url)),
  columns: [
    col.text('url', { render: (r) => hostOf(r.url) }),
    col.text('events', { sortable: false, render: eventList }),
    col.yesNo('active'),
    col.yesNo('failing'),
    col.text('description', { hidden: true }),
  ],
  fields: [
    fld.text('url', { required: true }),
    fld.text('events', { required: true, initial: '*', description: () => ma.admin.webhook.eventsHint }),
    fld.yesNo('active', { initial: true }),
    fld.textarea('description'),
  ],
  filters: [flt.yesNo('active'), flt.yesNo('failing')],
  children: [child('webhook_deliveries', 'webhook_id', deliveryColumns)],
  aside: WebhookPanel,
});

const deliveries = resource('webhook_deliveries', 'access', {
  adminOnly: true,
  readOnly: true,
  search: 'event_name_or_last_answer_cont',
  sort: 'id desc',
  title: (r) => `#${String(r.id)} ${String(r.event_name)}`,
  columns: [col.text('webhook_id', { label: () => modelLabel('webhooks').one }), ...deliveryColumns],
  fields: [
    fld.ref('webhook_id', 'webhooks', 'url'),
    fld.text('event_name'),
    fld.select('status', statuses),
    fld.integer('attempts'),
    fld.integer('last_status'),
    fld.textarea('last_answer'),
    fld.text('next_attempt_at'),
    fld.text('delivered_at'),
  ].map(shownOnly),
  filters: [flt.ref('webhook_id', 'webhooks', 'url'), flt.select('status', statuses), flt.text('event_name')],
  aside: WebhookDeliveryPanel,
});

export const webhookResources = [webhooks, deliveries];
