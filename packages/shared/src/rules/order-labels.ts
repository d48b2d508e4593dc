/**
 * The order label (packing spec §7): one per package of a concluded order, printed on the warehouse
 * printer. Pure: the server gathers the rows, this decides what each label says.
 */

/** A customer or a project's delivery address, as far as the label reads it. */
export interface LabelParty {
  name?: string | null;
  address?: string | null;
  postal_code?: string | null;
  locality?: string | null;
  province?: string | null;
  external_code?: string | null;
}

/** One reading of a package: which item and how much. */
export interface LabelReading {
  item_id: number;
  item_code?: string | null;
  item_description?: string | null;
  quantity: number;
}

export interface LabelPackage {
  name: string;
  incremental: number | null;
  readings: readonly LabelReading[];
}

/** At most 10 item lines on an order label (spec §9): item_0 … item_9. */
export const ORDER_LABEL_ITEM_LINES = 10;

export type OrderLabelFields = Record<string, string>;

/** 'DD/MM/YYYY' of a date, in the server's local time zone (the warehouse's). */
export function labelDate(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** A quantity as on the screens: decimal comma, at most three decimals, no grouping. */
export function labelQuantity(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded).replace('.', ',');
}

/**
 * The customer fields: from the project's delivery address when it has one, else from its customer,
 * else empty. The address carries no customer code, so the code comes from the customer either way.
 */
export function labelCustomer(
  address: LabelParty | null | undefined,
  customer: LabelParty | null | undefined,
): OrderLabelFields {
  const source = address ?? customer ?? {};
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    customer_external_code: text(address?.external_code ?? customer?.external_code),
    customer_name: text(source.name),
    customer_address: text(source.address),
    customer_postal_code: text(source.postal_code),
    customer_locality: text(source.locality),
    customer_province: text(source.province),
  };
}

export interface ItemLine {
  quantity: string;
  description: string;
}

/**
 * A package's item lines: its readings summed per item (zero-quantity readings left out), in item
 * code order. A package with more than 10 items keeps one label (one barcode per box): the first 9
 * items are printed and the 10th line says how many more there are, e.g. '… e altri 4 articoli'.
 */
export function packageItemLines(readings: readonly LabelReading[]): ItemLine[] {
  const byItem = new Map<number, { code: string; description: string; quantity: number }>();
  for (const reading of readings) {
    const line = byItem.get(reading.item_id);
    if (line) line.quantity += reading.quantity;
    else
      byItem.set(reading.item_id, {
        code: reading.item_code ?? '',
        description: reading.item_description ?? reading.item_code ?? '',
        quantity: reading.quantity,
      });
  }
  const lines = [...byItem.values()]
    .filter((line) => Math.abs(line.quantity) > 1e-9)
    .sort((a, b) => a.code.localeCompare(b.code, 'it', { numeric: true }));
  const shown = lines.map((line) => ({
    quantity: labelQuantity(line.quantity),
    description: line.description,
  }));
  if (shown.length <= ORDER_LABEL_ITEM_LINES) return shown;
  const rest = shown.length - (ORDER_LABEL_ITEM_LINES - 1);
  return [...shown.slice(0, ORDER_LABEL_ITEM_LINES - 1), { quantity: '', description: moreItems(rest) }];
}

/** The 10th line of a package with more items than a label holds. */
export function moreItems(count: number): string {
  return `… e altri ${count} articoli`;
}

export interface OrderLabelInput {
  date: Date;
  address?: LabelParty | null;
  customer?: LabelParty | null;
  /** Every package of the order that gets a label, in incremental order. */
  packages: readonly LabelPackage[];
}

/**
 * One label per package: current_date, the customer fields, package_incremental and
 * project_packages_number ('Collo n di m': its position among the packages printed, and how many
 * are printed — not its stored incremental, which keeps counting the empty packages deleted before
 * printing), package_name (the barcode) and item_0_quantity / item_0_description … item_9_*, empty
 * where the package has fewer.
 */
export function orderLabels({ date, address, customer, packages }: OrderLabelInput): OrderLabelFields[] {
  const common = {
    current_date: labelDate(date),
    ...labelCustomer(address, customer),
    project_packages_number: String(packages.length),
  };
  return packages.map((pkg, index) => {
    const fields: OrderLabelFields = {
      ...common,
      package_incremental: String(index + 1),
      package_name: pkg.name,
    };
    const lines = packageItemLines(pkg.readings);
    for (let i = 0; i < ORDER_LABEL_ITEM_LINES; i++) {
      fields[`item_${i}_quantity`] = lines[i]?.quantity ?? '';
      fields[`item_${i}_description`] = lines[i]?.description ?? '';
    }
    return fields;
  });
}
