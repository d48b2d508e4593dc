/** Printers with their live status, label templates with a live preview, print jobs (read only). */
import { ma } from '../../../messages/admin';
import { PrinterStatus, PrinterStatusBadge } from '../edit/printer-status';
import { TemplatePreview } from '../edit/template-preview';
import { choices, col, fld, flt, modelLabel, nameOrId, resource, shownOnly } from './kit';

const purposes = choices(ma.adminLabels.choices.purpose);

const printers = resource('printers', 'printing', {
  search: 'name_or_host_or_description_cont',
  title: nameOrId,
  columns: [
    col.text('name'),
    col.choice('purpose', purposes),
    col.of('plant', 'plants'),
    ...col.texts('host', 'port'),
    col.yesNo('default'),
    // A live probe of the printer, not stored data: shown, not exported.
    col.text('is_online', {
      label: () => ma.admin.printer.status,
      sortable: false,
      exportable: false,
      render: PrinterStatusBadge,
    }),
  ],
  fields: [
    fld.text('name', { required: true }),
    fld.select('purpose', purposes, { bulk: true }),
    fld.ref('plant_id', 'plants', 'name', { bulk: true }),
    fld.text('host'),
    fld.integer('port'),
    fld.yesNo('default'),
    fld.textarea('description'),
  ],
  filters: [flt.ref('plant_id', 'plants'), flt.select('purpose', purposes)],
  // The live status is a computed field: named, since the list's associations replace the default.
  listPresentation: { methods: ['is_online'] },
  aside: PrinterStatus,
});

const templates = resource('print_templates', 'printing', {
  search: 'name_or_description_cont',
  title: nameOrId,
  columns: [...col.texts('name', 'description'), col.time('updated_at', { sortable: false })],
  fields: [
    fld.text('name', { required: true }),
    fld.text('description'),
    fld.code('body', { required: true }),
  ],
  aside: TemplatePreview,
});

const jobs = resource('print_jobs', 'printing', {
  readOnly: true,
  search: 'status_or_error_cont',
  sort: 'id desc',
  title: (r) => `#${String(r.id)}`,
  columns: [
    col.text('id'),
    col.time('created_at', { sortable: false }),
    col.text('printer_id', { label: () => modelLabel('printers').one }),
    col.text('print_template_id', { label: () => modelLabel('print_templates').one }),
    ...col.texts('copies', 'status', 'error'),
  ],
  // Shown, never sent: the list and form of a print job are read only.
  fields: [
    fld.ref('printer_id', 'printers'),
    fld.ref('print_template_id', 'print_templates'),
    fld.integer('copies'),
    fld.text('status'),
    fld.textarea('error'),
    fld.textarea('payload'),
  ].map(shownOnly),
  filters: [flt.ref('printer_id', 'printers'), flt.text('status')],
});

export const printingResources = [printers, templates, jobs];
