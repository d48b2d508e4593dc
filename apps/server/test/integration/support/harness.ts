import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../../src/config';
import { connect, type DbHandle } from '../../../src/db/connection';
import { migrate } from '../../../src/db/migrate';
import { buildApp } from '../../../src/app';
import { createUser, setSetting, type NewUser } from '../../../src/users';
import type { StatementLog } from './statement-log';

/** The databases every integration suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export const PASSWORD = `pw-${randomBytes(6).toString('hex')}`;

export interface Harness {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  /** Tokens of ready-made users: an admin, a supervisor and an operator. */
  tokens: { admin: string; supervisor: string; operator: string };
  users: { admin: number; supervisor: number; operator: number };
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  createUser(user: NewUser): Promise<{ id: number; atoken: string }>;
  setSetting(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database (its own SQLite file or PostgreSQL schema) and an app over it. */
export async function createHarness(
  dialect: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
  options: Parameters<typeof buildApp>[2] = {},
  /** Records the statements the app runs (support/statement-log.ts). */
  statements?: StatementLog,
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-it-'));
  const schema = `it_${randomBytes(6).toString('hex')}`;
  let handle: DbHandle;
  if (dialect === 'postgres') {
    const admin = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    await admin.close();
    handle = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir, schema });
  } else {
    handle = connect({ dataDir });
  }
  await migrate(handle.db, handle.dialect);
  if (statements) handle.db = statements.attach(handle.db);
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    logLevel: 'silent',
    loginMaxFailures: 1000,
    loginMaxFailuresPerAddress: 1000,
    ...overrides,
  };
  const app = await buildApp(config, handle, options);

  const request: Harness['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  const login = async (email: string, password = PASSWORD) => {
    const res = await request({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { auth: { email, password } },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.headers.token as string;
  };

  const admin = await createUser(handle, { email: 'admin@test.it', password: PASSWORD, admin: true });
  const supervisor = await createUser(handle, {
    email: 'super@test.it',
    password: PASSWORD,
    roles: ['supervisore'],
  });
  const operator = await createUser(handle, {
    email: 'op@test.it',
    password: PASSWORD,
    roles: ['operatore'],
  });

  return {
    app,
    handle,
    config,
    tokens: {
      admin: await login('admin@test.it'),
      supervisor: await login('super@test.it'),
      operator: await login('op@test.it'),
    },
    users: { admin: admin.id, supervisor: supervisor.id, operator: operator.id },
    request,
    login,
    createUser: (user) => createUser(handle, user),
    setSetting: (key, value) => setSetting(handle.db, key, value),
    async close() {
      await app.close();
      await handle.close();
      if (dialect === 'postgres') {
        const admin = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
        await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
        await admin.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST a record through the API as `token`, expecting success; returns the record. */
export async function create(
  h: Harness,
  model: string,
  values: Record<string, unknown>,
  token = h.tokens.admin,
) {
  const res = await h.request({
    method: 'POST',
    url: `/api/v2/${model}`,
    token,
    payload: { [model]: values },
  });
  if (res.statusCode !== 201) throw new Error(`create ${model}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** GET one record as the admin, expecting it to exist. */
export async function show(h: Harness, model: string, id: number) {
  const res = await h.request({ method: 'GET', url: `/api/v2/${model}/${id}`, token: h.tokens.admin });
  if (res.statusCode !== 200) throw new Error(`show ${model} ${id}: ${res.statusCode} ${res.body}`);
  return res.json();
}
