import { describe, expect, it } from 'vitest';
import { homeMenu, HOME_ENTRIES } from '../../src/features/home/modules';
import { adminLabels } from '../../src/messages/modules/admin-labels';

const keys = (settings: Record<string, unknown>, printer = true) =>
  homeMenu({ track: settings }, printer).entries.map((e) => e.key);

describe('home menu', () => {
  it('accepts "true", true and "1"; anything else is off', () => {
    expect(keys({ enable_picking_list: 'true', enable_shipping: true, enable_receipt: '1' }, false)).toEqual([
      'picking',
      'outgoing',
      'incoming',
    ]);
    expect(
      keys({ enable_picking_list: 'false', enable_shipping: '0', enable_receipt: 'yes' }, false),
    ).toEqual([]);
  });

  it('enable_movement enables both store entries with their picking flag', () => {
    const menu = homeMenu({ track: { enable_movement: 'true' } }, false);
    expect(menu.entries.map((e) => e.to)).toEqual([
      '/store/selection?picking=false',
      '/store/selection?picking=true',
    ]);
    expect(menu.only).toBeNull();
  });

  it('the price label follows the local printerManagement setting and does not count as a server module', () => {
    const menu = homeMenu({ track: { enable_inventory: 'true' } }, true);
    expect(menu.entries.map((e) => e.key)).toEqual(['priceLabel', 'inventory']);
    expect(menu.only?.to).toBe('/inventory/selection');
    expect(homeMenu({ track: {} }, true).serverEntries).toEqual([]);
    // The only entry shown opens directly, the price label too.
    expect(homeMenu({ track: {} }, true).only?.key).toBe('priceLabel');
    expect(homeMenu(undefined, false).entries).toEqual([]);
  });

  it('routes of every entry', () => {
    expect(Object.fromEntries(HOME_ENTRIES.map((e) => [e.label, e.to]))).toEqual({
      'PRELIEVO DA MAGAZZINO': '/picking/selection',
      'USCITA MERCE': '/outgoing',
      'INGRESSO MERCE': '/incoming',
      'APPROVVIGIONAMENTO NEGOZIO': '/store/selection?picking=false',
      'PRELIEVO PER NEGOZIO': '/store/selection?picking=true',
      'STAMPA CARTELLINO': '/print/price_label',
      INVENTARIO: '/inventory/selection',
      'GESTIONE COLLI':
        '/package/selection?incoming=false&outgoing=true&picking=true&revision=true&locked=false',
      'CARICO CAMION':
        '/package/selection?incoming=false&outgoing=true&picking=true&revision=false&locked=false',
      'PREPARAZIONE COLLI':
        '/project/selection?incoming=false&outgoing=false&picking=true&revision=false&locked=false',
      "DOV'È QUESTO LOTTO?": '/lot/where',
    });
  });

  it("'Dov'è questo lotto?' follows its own switch", () => {
    expect(homeMenu({ track: { enable_lot_where: 'true' } }, false).only?.to).toBe('/lot/where');
    expect(
      homeMenu({ track: { enable_lot_where: 'false', enable_inventory: 'true' } }, false).entries.map(
        (e) => e.key,
      ),
    ).toEqual(['inventory']);
  });

  it('the package entries follow their own switches', () => {
    const menu = homeMenu({ track: { enable_package_close: 'true', enable_truck_loading: '1' } }, false);
    expect(menu.entries.map((e) => e.key)).toEqual(['packageClose', 'truckLoading']);
    expect(homeMenu({ track: { enable_truck_loading: true } }, false).only?.key).toBe('truckLoading');
    expect(homeMenu({ track: { enable_package_close: 'false' } }, false).entries).toEqual([]);
  });

  it('package preparation is shown to the users the server lets write readings, packages and documents', () => {
    const operator = {
      admin: false,
      rules: [
        { predicate: 'can', action: 'manage', model: 'all' },
        { predicate: 'cannot', action: 'update', model: 'items' },
      ],
    } as const;
    const readOnly = { admin: false, rules: [{ predicate: 'can', action: 'read', model: 'all' }] } as const;
    const noPackages = {
      admin: false,
      rules: [...operator.rules, { predicate: 'cannot', action: 'create', model: 'packages' }],
    } as const;
    const withAbilities = (abilities: Parameters<typeof homeMenu>[2]) =>
      homeMenu({ track: { enable_inventory: 'true' } }, false, abilities).entries.map((e) => e.key);
    expect(withAbilities(operator)).toEqual(['inventory', 'packagePreparation']);
    expect(withAbilities({ admin: true, rules: [] })).toEqual(['inventory', 'packagePreparation']);
    expect(withAbilities(readOnly)).toEqual(['inventory']);
    expect(withAbilities(noPackages)).toEqual(['inventory']);
    expect(withAbilities(null)).toEqual(['inventory']);
    // Not a server module: the one enabled module still opens directly.
    expect(homeMenu({ track: { enable_inventory: 'true' } }, false, operator).only?.key).toBe('inventory');
  });
});

describe('module switches in the back office', () => {
  it('every switch the home reads has its Italian label (issue 48)', () => {
    const flags = HOME_ENTRIES.flatMap((e) => (e.flag ? [e.flag] : []));
    const labels = adminLabels.settingKeys as Record<string, string>;
    expect(flags.filter((f) => !labels[f])).toEqual([]);
    expect(labels.enable_lot_where).toBe("Modulo Dov'è questo lotto?");
  });
});
