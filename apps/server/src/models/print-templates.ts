import { unprocessable } from '../errors';
import { parseTemplate, TemplateError } from '../printing/template';
import { labelLimitProblem } from '../printing/label-limits';
import { defineModel } from './define';

/** A template whose placeholders cannot all be filled is refused when saved, naming the culprit. */
function checkBody(body: unknown) {
  if (typeof body !== 'string') return;
  try {
    parseTemplate(body);
  } catch (err) {
    if (err instanceof TemplateError) throw unprocessable(err.message);
    throw err;
  }
  const tooLarge = labelLimitProblem(body);
  if (tooLarge) throw unprocessable(tooLarge);
}

/** Label templates: ZPL with `{{field}}` placeholders (docs/printing.md). */
export const printTemplates = defineModel({
  name: 'print_templates',
  singular: 'print_template',
  columns: { name: 'string', description: 'text', body: 'text' },
  writable: ['name', 'description', 'body'],
  required: ['name', 'body'],
  hooks: {
    async beforeCreate(values) {
      checkBody(values.body);
    },
    async beforeUpdate(values) {
      checkBody(values.body);
    },
  },
});

/** What was printed where, and whether it was sent or failed and why. Written only by printing. */
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
    error: 'string',
  },
  writable: [],
  readOnly: true,
  defaultSort: { column: 'id', direction: 'desc' },
});
