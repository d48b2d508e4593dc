import { describe, expect, it } from 'vitest';
import { ordersByTypology } from '../../../src/features/admin/dashboard/orders-card';
import { readingsChart } from '../../../src/features/admin/dashboard/readings';
import { ordersLink, readingsLink } from '../../../src/features/admin/dashboard/links';

const day = {
  date: '2026-03-10',
  from: '2026-03-09T23:00:00.000Z',
  to: '2026-03-10T23:00:00.000Z',
  time_zone: 'Europe/Rome',
};

describe('dashboard figures', () => {
  it('fills the states a typology has none of with zero', () => {
    expect(
      ordersByTypology([
        { typology: 'AC', state: 'partial', count: 2 },
        { typology: 'LP', state: 'new', count: 3 },
      ]),
    ).toEqual([
      { typology: 'AC', new: 0, partial: 2, suspended: 0 },
      { typology: 'LP', new: 3, partial: 0, suspended: 0 },
    ]);
  });

  it('charts every hour from the first to the last reading, one series per operator', () => {
    const { operators, rows } = readingsChart([
      { user_id: 7, operator: 'm.rossi', hour: 9, count: 2 },
      { user_id: 7, operator: 'm.rossi', hour: 11, count: 1 },
      { user_id: null, operator: null, hour: 9, count: 4 },
    ]);
    expect(operators).toEqual([
      { key: 'u0', userId: 7, name: 'm.rossi', total: 3 },
      { key: 'u1', userId: null, name: 'Operatore non indicato', total: 4 },
    ]);
    expect(rows).toEqual([
      { hour: '09:00', u0: 2, u1: 4 },
      { hour: '10:00', u0: 0, u1: 0 },
      { hour: '11:00', u0: 1, u1: 0 },
    ]);
  });

  it('links each figure to the list filtered the way the server counted it', () => {
    expect(decodeURIComponent(ordersLink('AC', 'suspended'))).toBe(
      '/admin/projects?q[project_typology_title_eq]=AC&q[closed_eq]=false&q[prepared_eq]=false' +
        '&q[delivered_eq]=false&q[partial_eq]=false&q[suspended_eq]=true',
    );
    expect(decodeURIComponent(readingsLink(day, null))).toBe(
      `/admin/project_rows?q[user_id_null]=true&q[created_at_gteq]=${day.from}&q[created_at_lt]=${day.to}`,
    );
  });
});
