import { describe, expect, it } from 'vitest';
import {
  ORDER_SORT,
  orderListQuery,
  orderModeOf,
  orderRowClass,
  partyOf,
  typologyTitle,
} from '../../../src/features/order/mode';
import { partyDetails } from '../../../src/domain/format';

describe('orderModeOf', () => {
  it.each([
    ['?incoming', 'incoming'],
    ['?incoming=true', 'incoming'],
    ['?incoming=true&outgoing=false&picking=false', 'incoming'],
    ['?outgoing', 'outgoing'],
    ['?incoming=false&outgoing=true&picking=false', 'outgoing'],
    ['?picking', 'picking'],
    ['?incoming=false&outgoing=false&picking=true', 'picking'],
    ['?picking=1', 'picking'],
    ['?picking=0', 'outgoing'],
    ['', 'outgoing'],
  ])('%s → %s', (search, mode) => {
    expect(orderModeOf(search)).toBe(mode);
  });

  it('maps modes to typologies and party columns', () => {
    expect([typologyTitle('incoming'), typologyTitle('outgoing'), typologyTitle('picking')]).toEqual([
      'AC',
      'LP',
      'LP',
    ]);
    expect([partyOf('incoming'), partyOf('outgoing'), partyOf('picking')]).toEqual([
      'supplier',
      'customer',
      'customer',
    ]);
  });
});

describe('orderListQuery', () => {
  it('incoming: supplier orders not closed', () => {
    expect(orderListQuery('incoming')).toEqual({
      project_typology_title_eq: 'AC',
      closed_eq: false,
      s: ORDER_SORT,
    });
  });

  it('outgoing and picking: closed, partial, prepared, delivered all false', () => {
    for (const mode of ['outgoing', 'picking'] as const) {
      expect(orderListQuery(mode)).toEqual({
        project_typology_title_eq: 'LP',
        closed_eq: false,
        partial_eq: false,
        prepared_eq: false,
        delivered_eq: false,
        s: ORDER_SORT,
      });
    }
  });

  it('searches name, customer name and supplier name', () => {
    expect(orderListQuery('outgoing', '  rossi ')).toMatchObject({
      name_or_customer_name_or_supplier_name_cont: 'rossi',
    });
    expect(orderListQuery('outgoing', '   ')).not.toHaveProperty(
      'name_or_customer_name_or_supplier_name_cont',
    );
  });

  it('sorts by closed, prepared, delivered, suspended, then the latest change', () => {
    expect(ORDER_SORT).toEqual([
      'closed asc',
      'prepared asc',
      'delivered asc',
      'suspended asc',
      'updated_at desc',
    ]);
  });
});

describe('orderRowClass: closed/prepared/delivered as closed, then partial, suspended, new', () => {
  it.each([
    [{ closed: true, partial: true, suspended: true }, 'closed'],
    [{ prepared: true, partial: true }, 'closed'],
    [{ delivered: true }, 'closed'],
    [{ partial: true, suspended: true }, 'partial'],
    [{ suspended: true }, 'suspended'],
    [{}, 'new'],
    [{ closed: false, partial: null }, 'new'],
  ])('%j → %s', (flags, colour) => {
    expect(orderRowClass(flags)).toBe(`wh-order-row-${colour}`);
  });
});

describe('partyDetails', () => {
  it('writes address, postal code, locality and province on one line', () => {
    expect(
      partyDetails({ address: 'Via Roma 12', postal_code: '20121', locality: 'Milano', province: 'MI' }),
    ).toBe('Via Roma 12, 20121 Milano (MI)');
    expect(partyDetails({ locality: 'Milano' })).toBe('Milano');
    expect(partyDetails(null)).toBe('');
  });
});
