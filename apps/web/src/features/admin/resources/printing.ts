/** Printers with their live status, label templates with a live preview, print jobs (read only). */
import { ma } from '../../../messages/admin';
import {
  associated,
  choices,
  column,
  field,
  modelLabel,
  reference,
  referenceFilter,
  textFilter,
  timestamp,
} from './build';
import { PrinterStatus, PrinterStatusBadge } from '../edit/printer-status';
import { TemplatePreview } from '../edit/template-preview';
import type { AdminRecord, ResourceDescriptor } from '../types';

const named = (r: AdminRecord) => String(r.name ?? r.id);
const purposes = choices(ma.adminLabels.choices.purpose);

const printers: ResourceDescriptor = {
  name: 'printers',
  label: modelLabel('printers').many,
  one: modelLabel('printers').one,
  group: 'printing',
  search: 'name_or_host_or_description_cont',
  title: named,
  columns: [
    column('name'),
    column('purpose', {
      render: (r) => purposes.find((p) => p.value === r.purpose)?.label ?? String(r.purpose ?? ''),
    }),
    associated('plant', 'plants'),
    column('host'),
    column('port'),
    column('default', { render: (r) => (r.default ? ma.admin.list.yes : '') }),
    // A live probe of the printer, not stored data: shown, not exported.
    column('is_online', {
      label: ma.admin.printer.status,
      sortable: false,
      exportable: false,
      render: PrinterStatusBadge,
    }),
  ],
  fields: [
    field('name', 'text', { required: true }),
    field('purpose', 'select', { options: purposes, bulk: true }),
    reference('plant_id', 'plants', 'name', { bulk: true }),
    field('host', 'text'),
    field('port', 'integer'),
    field('default', 'boolean'),
    field('description', 'textarea'),
  ],
  filters: [
    referenceFilter('plant_id', 'plants'),
    { field: 'purpose', kind: 'select', label: ma.adminLabels.fields.purpose, options: purposes },
  ],
  // The live status is a computed field: named, since the list's associations replace the default.
  listPresentation: { methods: ['is_online'] },
  aside: PrinterStatus,
};

const templates: ResourceDescriptor = {
  name: 'print_templates',
  label: modelLabel('print_templates').many,
  one: modelLabel('print_templates').one,
  group: 'printing',
  search: 'name_or_description_cont',
  title: named,
  columns: [column('name'), column('description'), timestamp('updated_at', { sortable: false })],
  fields: [
    field('name', 'text', { required: true }),
    field('description', 'text'),
    field('body', 'code', { required: true }),
  ],
  aside: TemplatePreview,
};

const jobs: ResourceDescriptor = {
  name: 'print_jobs',
  label: modelLabel('print_jobs').many,
  one: modelLabel('print_jobs').one,
  group: 'printing',
  readOnly: true,
  search: 'status_or_error_cont',
  sort: 'id desc',
  title: (r) => `#${String(r.id)}`,
  columns: [
    column('id'),
    timestamp('created_at', { sortable: false }),
    column('printer_id', { label: modelLabel('printers').one }),
    column('print_template_id', { label: modelLabel('print_templates').one }),
    column('copies'),
    column('status'),
    column('error'),
  ],
  fields: [
    reference('printer_id', 'printers', 'name', { readOnly: true }),
    reference('print_template_id', 'print_templates', 'name', { readOnly: true }),
    field('copies', 'integer', { readOnly: true }),
    field('status', 'text', { readOnly: true }),
    field('error', 'textarea', { readOnly: true }),
    field('payload', 'textarea', { readOnly: true }),
  ],
  filters: [referenceFilter('printer_id', 'printers'), textFilter('status')],
};

export const printingResources = [printers, templates, jobs];
