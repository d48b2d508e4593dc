import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed/demo';
import { dialects } from './support/harness';
import { ownDatabase } from './support/own-database';

describe.each(dialects)('order packing demo data on %s', (dialect) => {
  it('has a supplier order, a customer order and a picking list ready to pack, and the order label', async () => {
    const own = await ownDatabase(dialect);
    const { handle } = own;
    try {
      await seedDemoIfEmpty(handle, { loopbackOnly: true });
      const year = new Date().getFullYear();
      const orders = await handle.db
        .selectFrom('projects as p')
        .innerJoin('project_typologies as t', 't.id', 'p.project_typology_id')
        .select(['p.id', 'p.name', 't.title', 'p.prepared', 'p.partial'])
        .where('p.name', 'in', [`AC-${year}-0010`, `LP-${year}-0110`, `LP-${year}-0111`])
        .orderBy('p.name')
        .execute();
      expect(orders.map((o) => [o.name, o.title])).toEqual([
        [`AC-${year}-0010`, 'AC'],
        [`LP-${year}-0110`, 'LP'],
        [`LP-${year}-0111`, 'LP'],
      ]);
      for (const order of orders) {
        expect(Boolean(order.prepared) || Boolean(order.partial)).toBe(false);
        const picks = await handle.db
          .selectFrom('picks')
          .select(['quantity_detected'])
          .where('project_id', '=', order.id)
          .execute();
        expect(picks.length).toBeGreaterThan(2);
        expect(picks.every((p) => Number(p.quantity_detected) === 0)).toBe(true);
      }
      const lines = await handle.db
        .selectFrom('picks')
        .select('id')
        .where('project_id', '=', orders[1]!.id)
        .execute();
      expect(lines.length).toBeGreaterThan(10);
      const template = await handle.db
        .selectFrom('print_templates')
        .select('body')
        .where('name', '=', 'etichetta_ordine')
        .executeTakeFirstOrThrow();
      for (const field of ['customer_name', 'package_name', 'item_0_quantity', 'item_9_description']) {
        expect(template.body).toContain(`{{${field}}}`);
      }
      const printer = await handle.db
        .selectFrom('printers')
        .select(['host', 'port'])
        .where('name', '=', 'Stampante Magazzino')
        .executeTakeFirstOrThrow();
      expect(printer).toMatchObject({ host: '127.0.0.1' });
    } finally {
      await own.drop();
    }
  });
});
