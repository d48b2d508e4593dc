import { describe, expect, it } from 'vitest';
import { canonicalIp, printerAddressProblem } from '../../../src/printing/printer-address';

// IP literals only (the system resolver reads them without asking DNS): nothing is contacted.
describe('where a non-administrator may point a printer', () => {
  it.each([
    '10.0.0.7',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.50',
    '127.0.0.1',
    'fd12::5',
    '::1',
    '::ffff:192.168.1.50',
  ])('accepts the local address %s on the printing ports', async (host) => {
    expect(await printerAddressProblem(host, 9100)).toBeUndefined();
    expect(await printerAddressProblem(host, 9109)).toBeUndefined();
    expect(await printerAddressProblem(host, null)).toBeUndefined();
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '11.0.0.1',
    '2001:4860:4860::8888',
    '100.64.0.1',
    // Link-local and cloud metadata, in every spelling (the resolver reads hex, octal and decimal).
    '169.254.3.3',
    '169.254.169.254',
    '0xA9.0xFE.0xA9.0xFE',
    '0251.0376.0251.0376',
    '2852039166',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '[::ffff:169.254.169.254]',
    '64:ff9b::a9fe:a9fe',
    'fd00:ec2::254',
    'fd00:0ec2:0000:0000:0000:0000:0000:0254',
    'fe80::1',
    '100.100.100.200',
  ])('refuses %s', async (host) => {
    expect(await printerAddressProblem(host, 9100)).toMatch(/^Indirizzo della stampante non ammesso/);
  });

  it.each([22, 80, 5432, 9099, 9110])('refuses port %i', async (port) => {
    expect(await printerAddressProblem('192.168.1.50', port)).toMatch(/^Porta della stampante non ammessa/);
  });
});

describe('one spelling of an address', () => {
  it.each([
    ['::ffff:169.254.169.254', '169.254.169.254'],
    ['::ffff:a9fe:a9fe', '169.254.169.254'],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254'],
    ['::1', '::1'],
    ['FD00:0EC2::0254', 'fd00:ec2::254'],
    ['10.0.0.1', '10.0.0.1'],
  ])('%s is %s', (spelled, canonical) => {
    expect(canonicalIp(spelled)).toBe(canonical);
  });
});
