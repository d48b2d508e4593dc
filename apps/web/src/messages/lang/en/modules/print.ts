import { pluralFor } from '../../common';
import type { print as italian } from '../../../modules/print';
import type { Translation } from '../../../translation';

const plural = pluralFor('en-GB');

export const print: Translation<typeof italian> = {
  item: 'Item',
  itemPlaceholder: 'Search by description',
  noItems: 'No item found',
  code: 'Code',
  description: 'Description',
  externalCode: 'ID',
  barcode: 'Barcode',
  retailPrice: 'Price',
  labelCount: 'Number of labels',
  preview: 'Preview',
  previewAlt: 'Price label preview',
  previewLoading: 'Preparing the preview...',
  previewUnavailable: 'Preview not available',
  print: 'Print',
  chooseItem: 'Search an item by description or read its barcode',
  printerUnreachable: 'The printer cannot be reached. The label cannot be printed',
  printerNotFound: 'Printer not found',
  printError: 'Error while printing the label',
  orderPrinterUnreachable: 'The printer cannot be reached; the label was not printed',
  printed: (n) => `Label printed. Labels printed: ${n}`,
  proceedWithoutPrinter: 'Go ahead even though no printer is assigned (the label will not be printed)?',
  offlineReason: {
    unreachable: 'The printer does not answer.',
    paper_out: 'Out of paper.',
    ribbon_out: 'Out of ribbon.',
    head_open: 'Print head open.',
    paused: 'Printer paused.',
    error: 'Printer in error.',
    timeout: 'The printer did not receive the label in time.',
    connection_closed: 'The printer closed the connection while printing.',
  },
  owedTitle: 'Labels to print',
  owedLabels: (n) => plural(n, { one: '1 label', other: `${n} labels` }),
  owedKept: (n) =>
    `Labels to print: ${n}. They are printed from Order selection, in 'Labels to print', when the printer is ready.`,
  packageLabelOwed: "The parcel's label was not printed. Use 'Reprint label' when the printer is ready.",
  labelCountError: {
    required: 'Required field',
    invalid: 'Enter a whole number above zero',
    'too-many': (max) => `At most ${max} labels per print`,
  },
};
