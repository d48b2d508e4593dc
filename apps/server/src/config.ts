import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Everything the server reads from its environment, typed once. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite database in `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** HS256 signing secret; generated once and kept in `dataDir` when absent. */
  secret: string | undefined;
  sessionTimeoutMinutes: number;
  /** Seed the demo data set when the database has no users. */
  demo: boolean;
  /** Directory of the built web app served at `/`. */
  webDir: string;
  logLevel: string;
  /** Comma-separated origins allowed by CORS; `*` by default (tokens travel in headers, not cookies). */
  corsOrigins: string;
  /** Login failures allowed per client address and email within the window. */
  loginMaxFailures: number;
  /**
   * The app is served over HTTPS (HTTPS=1, or TLS_CERT and TLS_KEY given): on `httpsPort`, with
   * `port` answering plain HTTP by a redirect (and the local authority's certificate page).
   */
  https: boolean;
  httpsPort: number;
  /** The site's own certificate and key (PEM files); absent: a local authority made in `dataDir`. */
  tls: { certFile: string; keyFile: string } | undefined;
  /** More names the local authority's server certificate covers (a DNS name of the site). */
  httpsNames: string[];
  /** Bearer token a Prometheus scraper sends for /metrics; without it /metrics is served on loopback only. */
  metricsToken: string | undefined;
  /** Login failures allowed per client address whatever the emails tried (password spraying). */
  loginMaxFailuresPerAddress: number;
  /** Longest a session lives from its login, however often its token is renewed. */
  sessionMaxHours: number;
  /** A label preview's render time limit, and the renderer thread's memory before it is replaced. */
  previewTimeoutMs: number;
  previewMemoryMb: number;
  /** Label previews one user may ask for within a minute. */
  previewsPerMinute: number;
  /** Event streams one device session (one login) may hold open; a new one beyond closes its oldest. */
  eventStreamsPerSession: number;
  /** Event streams this process holds at most; a new one beyond is refused (503). */
  eventStreamsTotal: number;
  /** Largest uploaded file of each kind, in MiB: a package photo, a signature. */
  photoMaxMb: number;
  signatureMaxMb: number;
  /** Upload space, in MiB: what one user's files may take, what one record's may, and the free disk below which uploads wait (507). */
  uploadUserMaxMb: number;
  uploadRecordMaxMb: number;
  uploadMinFreeMb: number;
  /** Largest `per` of a list. */
  listMaxPer: number;
  /**
   * Webhook delivery (issue 43): the retry delays (WEBHOOK_RETRY_SCHEDULE_MS, comma-separated; the
   * Standard Webhooks schedule by default), an answer's time limit, a claim's hold and the poll.
   */
  webhookDelivery: WebhookTiming;
}

/** Webhook delivery timing (webhooks/delivery.ts); `schedule` undefined: the standard one. */
export interface WebhookTiming {
  /** Delays before each retry (ms). */
  schedule?: readonly number[];
  /** How long an answer may take (ms). */
  timeoutMs: number;
  /** How long a claim holds without its process being known dead (ms); more than `timeoutMs`. */
  claimMs: number;
  /** How often a process looks for due deliveries without being woken (ms). */
  pollMs: number;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** The repository (its package.json lists the workspaces): found from src/ and from the build's dist/ alike. */
function findRepoRoot(): string {
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && 'workspaces' in JSON.parse(readFileSync(file, 'utf8'))) return dir;
  }
  return resolve(import.meta.dirname, '../../..');
}

const repoRoot = findRepoRoot();

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const tls = tlsFiles(env);
  return {
    host: env.HOST || '0.0.0.0',
    port: integer(env, 'PORT', 3000, 0, 65535),
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    secret: env.SECRET || undefined,
    sessionTimeoutMinutes: integer(env, 'SESSION_TIMEOUT_MINUTES', 30, 1, 7 * 24 * 60),
    demo: flag(env, 'WAREHOUSE_DEMO', true),
    webDir: resolve(env.WEB_DIR || resolve(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: env.CORS_ORIGINS || '*',
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    https: flag(env, 'HTTPS', false) || tls !== undefined,
    httpsPort: integer(env, 'HTTPS_PORT', 3443, 0, 65535),
    tls,
    httpsNames: (env.HTTPS_NAMES ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    metricsToken: token(env, 'METRICS_TOKEN'),
    loginMaxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 100_000),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 90),
    previewTimeoutMs: integer(env, 'PREVIEW_TIMEOUT_MS', 5000, 100, 60_000),
    previewMemoryMb: integer(env, 'PREVIEW_MEMORY_MB', 256, 32, 4096),
    previewsPerMinute: integer(env, 'PREVIEWS_PER_MINUTE', 30, 1, 10_000),
    eventStreamsPerSession: integer(env, 'EVENT_STREAMS_PER_SESSION', 4, 1, 100),
    eventStreamsTotal: integer(env, 'EVENT_STREAMS_TOTAL', 2000, 1, 100_000),
    photoMaxMb: integer(env, 'UPLOAD_PHOTO_MAX_MB', 10, 1, 1024),
    signatureMaxMb: integer(env, 'UPLOAD_SIGNATURE_MAX_MB', 2, 1, 1024),
    uploadUserMaxMb: integer(env, 'UPLOAD_USER_MAX_MB', 2048, 1, 10_000_000),
    uploadRecordMaxMb: integer(env, 'UPLOAD_RECORD_MAX_MB', 100, 1, 10_000_000),
    uploadMinFreeMb: integer(env, 'UPLOAD_MIN_FREE_MB', 1024, 0, 10_000_000),
    listMaxPer: integer(env, 'LIST_MAX_PER', 10_000, 10, 1_000_000),
    webhookDelivery: {
      schedule: schedule(env, 'WEBHOOK_RETRY_SCHEDULE_MS'),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 15_000, 100, 120_000),
      claimMs: integer(env, 'WEBHOOK_CLAIM_MS', 60_000, 200, 3_600_000),
      pollMs: integer(env, 'WEBHOOK_POLL_MS', 1_000, 10, 60_000),
    },
  };
}

function schedule(env: NodeJS.ProcessEnv, name: string): number[] | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const delays = raw.split(',').map((part) => Number(part.trim()));
  if (!delays.every((d) => Number.isInteger(d) && d >= 0))
    throw new ConfigError(`${name} must be delays in milliseconds separated by commas, got "${raw}"`);
  return delays;
}

function tlsFiles(env: NodeJS.ProcessEnv): Config['tls'] {
  const certFile = env.TLS_CERT || undefined;
  const keyFile = env.TLS_KEY || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new ConfigError('TLS_CERT and TLS_KEY go together: set both or neither');
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

function token(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new ConfigError(`${name} must be at least 16 characters`);
  return raw;
}

/** True when the address can only be reached from this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
