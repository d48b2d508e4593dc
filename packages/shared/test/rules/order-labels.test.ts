import { describe, expect, it } from 'vitest';
import {
  labelCustomer,
  labelDate,
  moreItems,
  orderLabels,
  packageItemLines,
  type LabelReading,
} from '../../src/rules/order-labels';
import { nextPackageIncremental, packageName } from '../../src/rules/package-name';

const customer = {
  name: 'Rossi Alimentari S.r.l.',
  address: 'Via Roma 12',
  postal_code: '20121',
  locality: 'Milano',
  province: 'MI',
  external_code: 'C0001',
};
const address = {
  name: 'Magazzino Rossi Lambrate',
  address: 'Via Rombon 11',
  postal_code: '20134',
  locality: 'Milano',
  province: 'MI',
};

const reading = (item_id: number, quantity: number, code = `IT-${item_id}`): LabelReading => ({
  item_id,
  item_code: code,
  item_description: `Articolo ${item_id} caffè`,
  quantity,
});

describe('labelCustomer', () => {
  it('takes the project address first, the customer code from the customer', () => {
    expect(labelCustomer(address, customer)).toEqual({
      customer_external_code: 'C0001',
      customer_name: 'Magazzino Rossi Lambrate',
      customer_address: 'Via Rombon 11',
      customer_postal_code: '20134',
      customer_locality: 'Milano',
      customer_province: 'MI',
    });
  });

  it('falls back to the customer, then to empty fields', () => {
    expect(labelCustomer(null, customer).customer_name).toBe('Rossi Alimentari S.r.l.');
    expect(labelCustomer(null, customer).customer_address).toBe('Via Roma 12');
    expect(Object.values(labelCustomer(null, null)).every((v) => v === '')).toBe(true);
  });
});

describe('packageItemLines', () => {
  it('sums the readings of one item and sorts by item code, dropping zero readings', () => {
    const lines = packageItemLines([
      reading(2, 1, 'B'),
      reading(1, 0.5, 'A'),
      reading(2, 2, 'B'),
      reading(3, 0, 'C'),
    ]);
    expect(lines).toEqual([
      { quantity: '0,5', description: 'Articolo 1 caffè' },
      { quantity: '3', description: 'Articolo 2 caffè' },
    ]);
  });

  it('keeps exactly 10 lines as they are', () => {
    const lines = packageItemLines(Array.from({ length: 10 }, (_, i) => reading(i + 1, 1, `C${i + 10}`)));
    expect(lines).toHaveLength(10);
    expect(lines[9]!.description).toBe('Articolo 10 caffè');
  });

  it('more than 10 items: 9 items and a 10th line counting the rest', () => {
    const lines = packageItemLines(Array.from({ length: 13 }, (_, i) => reading(i + 1, 2, `C${i + 10}`)));
    expect(lines).toHaveLength(10);
    expect(lines[8]!.description).toBe('Articolo 9 caffè');
    expect(lines[9]).toEqual({ quantity: '', description: moreItems(4) });
    expect(moreItems(4)).toBe('… e altri 4 articoli');
  });
});

describe('orderLabels', () => {
  const date = new Date(2026, 10, 3, 15, 30);

  it('one label per package with the fields of section 7', () => {
    const labels = orderLabels({
      date,
      address: null,
      customer,
      packages: [
        { name: 'PK-7-001', incremental: 1, readings: [reading(1, 2)] },
        { name: 'PK-7-002', incremental: 2, readings: [reading(2, 1), reading(3, 4)] },
      ],
    });
    expect(labels).toHaveLength(2);
    expect(labels[1]).toMatchObject({
      current_date: '03/11/2026',
      customer_name: 'Rossi Alimentari S.r.l.',
      customer_external_code: 'C0001',
      package_incremental: '2',
      project_packages_number: '2',
      package_name: 'PK-7-002',
      item_0_quantity: '1',
      item_0_description: 'Articolo 2 caffè',
      item_1_quantity: '4',
      item_2_quantity: '',
      item_9_description: '',
    });
    expect(Object.keys(labels[0]!).filter((k) => k.startsWith('item_'))).toHaveLength(20);
  });

  it("'Collo n di m' numbers and counts the packages printed, not their stored incrementals", () => {
    // Packages 1 to 4 were empty and deleted before printing: the one left is 'Collo 1 di 1'.
    const [only] = orderLabels({ date, packages: [{ name: 'PK-7-005', incremental: 5, readings: [] }] });
    expect(only).toMatchObject({ package_incremental: '1', project_packages_number: '1' });
    const labels = orderLabels({
      date,
      packages: [
        { name: 'PK-7-002', incremental: 2, readings: [] },
        { name: 'PK-7-004', incremental: 4, readings: [] },
      ],
    });
    expect(labels.map((l) => `${l.package_incremental} di ${l.project_packages_number}`)).toEqual([
      '1 di 2',
      '2 di 2',
    ]);
  });

  it('a package without an incremental is numbered by its position', () => {
    const [label] = orderLabels({ date, packages: [{ name: 'X', incremental: null, readings: [] }] });
    expect(label!.package_incremental).toBe('1');
    expect(label!.customer_name).toBe('');
  });

  it('dates are DD/MM/YYYY', () => {
    expect(labelDate(new Date(2027, 0, 9))).toBe('09/01/2027');
  });
});

describe('package names', () => {
  it('order id and a three-digit incremental, apart by a separator', () => {
    expect(packageName(42, 3)).toBe('PK-42-003');
    expect(packageName(4, 21)).not.toBe(packageName(42, 1));
    expect(packageName(5, 1234)).toBe('PK-5-1234');
    expect(packageName(42, 3)).toMatch(/^[A-Z0-9-]+$/);
  });

  it('the next incremental follows the highest one', () => {
    expect(nextPackageIncremental(null)).toBe(1);
    expect(nextPackageIncremental(0)).toBe(1);
    expect(nextPackageIncremental(7)).toBe(8);
  });
});
