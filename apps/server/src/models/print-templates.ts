import { defineModel } from './define';

/** Label templates: printer language (ZPL, …) with `{{field}}` placeholders. */
export const printTemplates = defineModel({
  name: 'print_templates',
  singular: 'print_template',
  columns: { name: 'string', description: 'text', body: 'text' },
  writable: ['name', 'description', 'body'],
  required: ['name', 'body'],
});

export const printJobs = defineModel({
  name: 'print_jobs',
  singular: 'print_job',
  columns: {
    printer_id: 'id',
    print_template_id: 'id',
    user_id: 'id',
    copies: 'integer',
    payload: 'text',
    status: 'string',
  },
  writable: [],
});
