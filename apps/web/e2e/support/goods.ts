/**
 * Goods-flow fixtures for the end-to-end tests (incoming, outgoing, order selection): rows written
 * straight into the test server's database, a small API client to check what the screens wrote, and
 * a way into a screen with the fake reader connected.
 */
import { inserter } from '../../../server/src/seed/insert';
import type { TestServer } from './server';

export type Row = Record<string, unknown>;

/** Inserts rows (timestamps added, booleans as SQLite stores them); returns their ids in order. */
export function insert(server: TestServer, table: string, rows: Row[]): Promise<number[]> {
  return inserter(server.db, 'sqlite')(table, rows);
}

export async function insertOne(server: TestServer, table: string, row: Row): Promise<number> {
  const [id] = await insert(server, table, [row]);
  return id as number;
}

export interface Basics {
  locations: { receiving: number; shelf: number };
  typologies: { ac: number; lp: number; outgoing: number };
  unit: number;
}

/** Locations, the three goods-flow typologies and a measure unit. */
export async function seedBasics(server: TestServer): Promise<Basics> {
  const [receiving, shelf] = await insert(server, 'locations', [
    { name: 'RICEVIMENTO', code: 'RIC' },
    { name: 'A01-01', code: 'A01-01' },
  ]);
  const [ac, lp, outgoing] = await insert(server, 'project_typologies', [
    { title: 'AC', description: 'Ingresso Merce Con Lista' },
    { title: 'LP', description: 'Lista di Prelievo', picking: true },
    { title: 'Uscita Merce Senza Lista', description: 'Uscita Merce Senza Lista' },
  ]);
  const unit = await insertOne(server, 'measure_units', { name: 'KG', code: 'KG' });
  return {
    locations: { receiving: receiving as number, shelf: shelf as number },
    typologies: { ac: ac as number, lp: lp as number, outgoing: outgoing as number },
    unit,
  };
}

/** An admin user (every model allowed) at the given location; returns its access token. */
export async function seedUser(
  server: TestServer,
  email: string,
  locationId?: number,
): Promise<{ id: number; atoken: string }> {
  return server.createUser({ email, password: 'password-123', admin: true, locationId });
}

export { apiClient } from './api';

export { openScreen, type Screen } from './screen';

/** A reader line for a barcode, as the bridge sends it. */
export const barcodeLine = (code: string, type = 'QRCODE') => `Barcode (${code}) [${type}]`;
