import { mkdtempSync, writeFileSync } from 'node:fs';
import { randomUUID, randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { sql } from 'kysely';
import { loadConfig } from './apps/server/src/config';
import { startServer } from './apps/server/src/server';
import { connect } from './apps/server/src/db/connection';
import { migrate } from './apps/server/src/db/migrate';
import { seedPickingLists, login } from './bench/support/picking-lists';
const dialect = process.argv[2] ?? 'postgres';
const dir = mkdtempSync('/work/scratch/pg-');
const schema = `scratch_${randomBytes(4).toString('hex')}`;
const url = 'postgres://postgres@127.0.0.1:5432/test';
if (dialect === 'postgres') { const admin = connect({ databaseUrl: url, dataDir: dir }); await sql.raw(`create schema ${schema}`).execute(admin.db); await admin.close(); }
const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info', WAREHOUSE_DEMO: 'off', ...(dialect === 'postgres' ? { DATABASE_URL: url, SECRET: 'x'.repeat(40) } : {}) });
const handle = connect({ ...config, schema: dialect === 'postgres' ? schema : undefined });
await migrate(handle.db, handle.dialect);
const { users, lists } = await seedPickingLists(handle, { tag: 'w', barcodePrefix: '21', lists: 4, picksPerList: 50, users: 2, password: 'Password-1234!' });
const server = await startServer(config, handle);
const token = await login(server.url, users[0]!, 'Password-1234!');
const send = async (i: number) => { const pick = lists[i % 4]!.picks[i % 50]!; const r = await fetch(`${server.url}/api/v2/picks/${pick.id}?do=add_reading`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'accept-encoding': 'br' }, body: JSON.stringify({ quantity: 1, module: 'picking' }) }); await r.arrayBuffer(); };
const lookup = async (i: number) => { const pick = lists[i % 4]!.picks[i % 50]!; const r = await fetch(`${server.url}/api/v2/items?q%5Bbarcode_eq%5D=${pick.barcode}`, { headers: { authorization: `Bearer ${token}` } }); await r.arrayBuffer(); };
for (let i = 0; i < 300; i++) { await send(i); await lookup(i); }
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
const N = 600; let c0 = process.cpuUsage();
for (let i = 0; i < N; i++) await send(i);
let c = process.cpuUsage(c0); console.log(dialect, 'write cpu µs (client incl.)', ((c.user + c.system) / N).toFixed(0));
c0 = process.cpuUsage();
for (let i = 0; i < N; i++) await lookup(i);
c = process.cpuUsage(c0); console.log(dialect, 'lookup cpu µs (client incl.)', ((c.user + c.system) / N).toFixed(0));
const { profile } = await s.post('Profiler.stop'); writeFileSync(`/work/scratch/${dialect}.cpuprofile`, JSON.stringify(profile));
await server.close();
if (dialect === 'postgres') { const admin = connect({ databaseUrl: url, dataDir: dir }); await sql.raw(`drop schema ${schema} cascade`).execute(admin.db); await admin.close(); }
