import { describe, expect, it } from 'vitest';
import { printerAddressProblem } from '../../../src/printing/printer-address';

// IP literals only: no name is looked up and nothing is contacted.
describe('where a non-administrator may point a printer', () => {
  it.each([
    '10.0.0.7',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.50',
    '127.0.0.1',
    '169.254.3.3',
    'fd12::5',
    'fe80::1',
    '::1',
  ])('accepts the local address %s on the printing ports', async (host) => {
    expect(await printerAddressProblem(host, 9100)).toBeUndefined();
    expect(await printerAddressProblem(host, 9109)).toBeUndefined();
    expect(await printerAddressProblem(host, null)).toBeUndefined();
  });

  it.each(['8.8.8.8', '172.32.0.1', '11.0.0.1', '2001:4860:4860::8888', '100.64.0.1'])(
    'refuses %s',
    async (host) => {
      expect(await printerAddressProblem(host, 9100)).toMatch(/^Indirizzo della stampante non ammesso/);
    },
  );

  it.each([22, 80, 5432, 9099, 9110])('refuses port %i', async (port) => {
    expect(await printerAddressProblem('192.168.1.50', port)).toMatch(/^Porta della stampante non ammessa/);
  });
});
