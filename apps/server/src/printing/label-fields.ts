/**
 * The fields a label template may use (spec packing-inventory-labels.md section 7), with a sample
 * value each for previews. A template naming any other field is refused when saved.
 */

/** At most ten item lines on an order label (spec section 9): item_0 … item_9. */
export const ORDER_LABEL_LINES = 10;

const orderFields: Record<string, string> = {
  current_date: '23/11/2026',
  customer_external_code: 'C00042',
  customer_name: 'Ferramenta Rossi & Figli S.r.l.',
  customer_address: 'Via Giuseppe Verdi 12',
  customer_postal_code: '20121',
  customer_locality: 'Milano',
  customer_province: 'MI',
  package_incremental: '2',
  project_packages_number: '3',
  package_name: 'COLLO-000123',
};
const sampleLines = [
  ['4', 'Vite autofilettante M6×40 zincata'],
  ['12', 'Rondella piana Ø6'],
  ['1', 'Trapano avvitatore a batteria 18 V con due batterie, caricabatterie e valigetta'],
];
for (let i = 0; i < ORDER_LABEL_LINES; i++) {
  orderFields[`item_${i}_quantity`] = sampleLines[i]?.[0] ?? '';
  orderFields[`item_${i}_description`] = sampleLines[i]?.[1] ?? '';
}

const priceFields: Record<string, string> = {
  item_code: 'ART-1001',
  item_description: 'Caffè macinato 100% Arabica, confezione da 250 g',
  item_external_code: 'EXT-77812',
  item_barcode: '8001234567897',
  item_retail_price: '12.5',
  label_quantity: '1',
};

/** The GS1 logistic label's own fields (logistic-label.ts); element strings carry FNC1 as GS. */
const logisticFields: Record<string, string> = {
  site_name: 'Magazzino Nord S.p.A.',
  site_address: 'Via dell’Industria 5, 24040 Bergamo BG',
  sscc_text: '(00) 3 8012345 123456789 1',
  sscc_elements: '00380123451234567891',
  content_gtin: '08012345000019',
  content_count: '12',
  content_lot: 'L2611-07',
  content_date: '31.12.2027',
  content_elements: '0208012345000019\u001d3712',
  content_text: '(02)08012345000019 (37)12',
  lot_elements: '15271231\u001d10L2611-07',
  lot_text: '(15)271231 (10)L2611-07',
};

/** Every known field and a sample value for it. */
export const LABEL_FIELDS: Readonly<Record<string, string>> = {
  ...orderFields,
  ...priceFields,
  ...logisticFields,
  /** The single barcode of the generic 'barcode_singolo' template. */
  barcode: 'ART-1001',
};

export const isLabelField = (name: string) => Object.hasOwn(LABEL_FIELDS, name);

/** One line of an order label: how many, of what. */
export interface OrderLabelLine {
  quantity: number | string;
  description: string;
}

export interface OrderLabelInput {
  date: Date;
  /** From the project's address, else its customer (spec section 7); missing parts print empty. */
  customer: {
    external_code?: string | null;
    name?: string | null;
    address?: string | null;
    postal_code?: string | null;
    locality?: string | null;
    province?: string | null;
  };
  packageIncremental: number;
  projectPackagesNumber: number;
  packageName: string;
  /** Any number of lines; only the first ten are printed. */
  lines: readonly OrderLabelLine[];
}

/** The order label's fields, for `printLabel` with the 'etichetta_ordine' template. */
export function orderLabelFields(input: OrderLabelInput): Record<string, string> {
  const d = input.date;
  const pad = (n: number) => String(n).padStart(2, '0');
  const c = input.customer;
  const fields: Record<string, string> = {
    current_date: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    customer_external_code: c.external_code ?? '',
    customer_name: c.name ?? '',
    customer_address: c.address ?? '',
    customer_postal_code: c.postal_code ?? '',
    customer_locality: c.locality ?? '',
    customer_province: c.province ?? '',
    package_incremental: String(input.packageIncremental),
    project_packages_number: String(input.projectPackagesNumber),
    package_name: input.packageName,
  };
  input.lines.slice(0, ORDER_LABEL_LINES).forEach((line, i) => {
    fields[`item_${i}_quantity`] = String(line.quantity);
    fields[`item_${i}_description`] = line.description;
  });
  return fields;
}
