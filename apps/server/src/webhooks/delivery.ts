import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { sql } from 'kysely';
import type { Database, Dialect, Row } from '../db/types';
import { DEAD_AFTER_MS } from '../live/instance';
import type { WebhookTiming } from '../config';
import { addressProblem, guardedLookup } from './address';
import { nextAttemptDelay, parseRetryAfter, RETRY_SCHEDULE_MS } from './schedule';
import { signatureHeaders } from './signing';

/**
 * Delivers the outbox (issue 43). Every process runs this loop; a delivery is attempted by the
 * process that claimed it (`claimed_by` until `claimed_until`: one conditional UPDATE, which on
 * PostgreSQL only one of several processes wins). A claim left by a killed process is taken again
 * once that process's heartbeat has stopped (live/instance.ts) or the claim has expired, and the
 * event is sent again with the same `webhook-id`. Per endpoint only its oldest pending delivery
 * is ever attempted: one at a time, in event order.
 */
export type DeliveryOptions = Required<WebhookTiming>;

export const DEFAULT_DELIVERY: DeliveryOptions = {
  schedule: RETRY_SCHEDULE_MS,
  timeoutMs: 15_000,
  claimMs: 60_000,
  pollMs: 1_000,
};

/** What an attempt came to, for /metrics: delivered, retrying, failed (schedule spent), disabled (410). */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'disabled';

/** The longest answer excerpt kept on a delivery. */
const EXCERPT = 500;
/** Deliveries looked at per pass (each one a different endpoint). */
const BATCH = 50;

export interface WebhookDelivery {
  start(): void;
  stop(): Promise<void>;
  /** Something was committed: look for due deliveries now. */
  poke(): void;
  /** One pass: attempts every due head delivery; resolves when they are done. */
  runOnce(): Promise<number>;
}

interface Answer {
  status: number | null;
  excerpt: string;
  retryAfterMs: number | null;
}

export function createWebhookDelivery(deps: {
  db: Database;
  dialect: Dialect;
  /** This process's instance id (the claim's owner). */
  owner: string;
  log: { warn(o: object, m: string): void };
  outcome?: (outcome: DeliveryOutcome) => void;
  options?: Partial<DeliveryOptions>;
}): WebhookDelivery {
  const { db, dialect, owner, log } = deps;
  const options: DeliveryOptions = {
    ...DEFAULT_DELIVERY,
    ...deps.options,
    schedule: deps.options?.schedule ?? DEFAULT_DELIVERY.schedule,
  };
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  const bool = (value: boolean) => (dialect === 'postgres' ? value : value ? 1 : 0);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  const inFlight = new Set<AbortController>();

  /** Each endpoint's oldest pending delivery, when due and not claimed by a live process. */
  async function dueHeads(now: number): Promise<Row[]> {
    const at = new Date(now).toISOString();
    const dead = new Date(now - DEAD_AFTER_MS).toISOString();
    const result = await sql<Row>`
      select d.id from webhook_deliveries d
      join webhooks w on w.id = d.webhook_id and w.active = ${yes}
      where d.status = 'pending' and d.next_attempt_at <= ${at}
        and (d.claimed_by is null or d.claimed_until < ${at}
             or not exists (select 1 from server_instances s where s.instance = d.claimed_by and s.heartbeat_at > ${dead}))
        and not exists (select 1 from webhook_deliveries e
                        where e.webhook_id = d.webhook_id and e.status = 'pending' and e.id < d.id)
      order by d.id limit ${BATCH}`.execute(db);
    return result.rows;
  }

  /** Takes the delivery for this process; false when another process holds it or it is done. */
  async function claim(id: number, now: number): Promise<boolean> {
    const at = new Date(now).toISOString();
    const dead = new Date(now - DEAD_AFTER_MS).toISOString();
    const taken = await sql`
      update webhook_deliveries set claimed_by = ${owner}, claimed_until = ${new Date(now + options.claimMs).toISOString()}
      where id = ${id} and status = 'pending'
        and (claimed_by is null or claimed_until < ${at}
             or not exists (select 1 from server_instances s where s.instance = webhook_deliveries.claimed_by and s.heartbeat_at > ${dead}))
      returning id`.execute(db);
    return taken.rows.length === 1;
  }

  async function attempt(id: number): Promise<void> {
    const row = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select([
        'd.id',
        'd.webhook_id',
        'd.attempts',
        'w.url',
        'w.secret',
        'w.previous_secret',
        'w.previous_secret_until',
        'e.msg_id',
        'e.body',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row) return;
    const secrets = [String(row.secret)];
    const until = row.previous_secret_until ? new Date(row.previous_secret_until as string).getTime() : 0;
    if (row.previous_secret && until > Date.now()) secrets.push(String(row.previous_secret));
    const body = String(row.body);
    const headers = signatureHeaders(String(row.msg_id), new Date(), body, secrets);
    const answer = await post(String(row.url), body, headers);
    if (stopped) {
      // Cut short by a shutdown: not an attempt the receiver failed; another process takes it again.
      await db
        .updateTable('webhook_deliveries')
        .set({ claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('claimed_by', '=', owner)
        .execute();
      return;
    }
    await settle(row, answer);
  }

  /** Writes what the attempt came to; only while this process still holds the claim. */
  async function settle(row: Row, answer: Answer): Promise<void> {
    const now = Date.now();
    const attempts = Number(row.attempts) + 1;
    const stamp = new Date(now).toISOString();
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const gone = answer.status === 410;
    const delay = ok || gone ? null : nextAttemptDelay(attempts, options.schedule, answer.retryAfterMs);
    const outcome: DeliveryOutcome = ok
      ? 'delivered'
      : gone
        ? 'disabled'
        : delay === null
          ? 'failed'
          : 'retrying';
    await db.transaction().execute(async (tx) => {
      // The endpoint's row first, as deleting a webhook takes it before its deliveries (the cascade):
      // in the other order a delete meeting a settling attempt deadlocked (PostgreSQL).
      if (dialect === 'postgres')
        await tx
          .selectFrom('webhooks')
          .select('id')
          .where('id', '=', row.webhook_id as number)
          .forNoKeyUpdate()
          .execute();
      const updated = await tx
        .updateTable('webhook_deliveries')
        .set({
          status: ok ? 'delivered' : outcome === 'retrying' ? 'pending' : 'failed',
          attempts,
          last_attempt_at: stamp,
          last_status: answer.status,
          last_answer: answer.excerpt.slice(0, EXCERPT),
          next_attempt_at: delay === null ? null : new Date(now + delay).toISOString(),
          delivered_at: ok ? stamp : null,
          claimed_by: null,
          claimed_until: null,
          updated_at: stamp,
        })
        .where('id', '=', row.id as number)
        .where('claimed_by', '=', owner)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      // 410 Gone disables the endpoint; a spent schedule marks it failing; a delivery clears that.
      if (outcome === 'disabled' || outcome === 'failed' || ok) {
        await tx
          .updateTable('webhooks')
          .set(outcome === 'disabled' ? { active: bool(false), failing: bool(true) } : { failing: bool(!ok) })
          .where('id', '=', row.webhook_id as number)
          .execute();
      }
    });
    deps.outcome?.(outcome);
  }

  /** POSTs the signed body; never throws: a connection failure is an answer without status. */
  function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
    return new Promise((resolve) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return resolve({ status: null, excerpt: 'URL non valido', retryAfterMs: null });
      }
      const host = target.hostname.replace(/^\[|\]$/g, '');
      const literal = isIP(host) !== 0 ? addressProblem(host, target.protocol) : undefined;
      if (literal) return resolve({ status: null, excerpt: literal, retryAfterMs: null });
      const controller = new AbortController();
      inFlight.add(controller);
      const done = (answer: Answer) => {
        clearTimeout(timeout);
        inFlight.delete(controller);
        resolve(answer);
      };
      const timeout = setTimeout(() => controller.abort(), options.timeoutMs);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        target,
        {
          method: 'POST',
          signal: controller.signal,
          lookup: guardedLookup(target.protocol) as never,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Warehouse-Webhooks/1',
          },
        },
        (res) => {
          let excerpt = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (excerpt.length < EXCERPT) excerpt += chunk;
          });
          const finish = () =>
            done({
              status: res.statusCode ?? null,
              excerpt: excerpt.slice(0, EXCERPT),
              retryAfterMs: parseRetryAfter(res.headers['retry-after']),
            });
          res.on('end', finish);
          res.on('error', finish);
        },
      );
      req.on('error', (err: Error & { code?: string }) =>
        done({
          status: null,
          excerpt: controller.signal.aborted
            ? `Nessuna risposta entro ${options.timeoutMs / 1000} s`
            : err.message,
          retryAfterMs: null,
        }),
      );
      req.end(body);
    });
  }

  async function pass(): Promise<number> {
    const now = Date.now();
    const heads = await dueHeads(now);
    let attempted = 0;
    await Promise.all(
      heads.map(async (head) => {
        const id = Number(head.id);
        if (stopped || !(await claim(id, now))) return;
        attempted++;
        await attempt(id);
      }),
    );
    return attempted;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          const n = await pass();
          total += n;
          // An endpoint's next event is due as soon as its head was delivered.
          if (n > 0) again = true;
        } while (again && !stopped);
      } catch (err) {
        log.warn({ err }, 'webhook delivery pass failed');
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), options.pollMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const controller of inFlight) controller.abort();
      await running;
    },
    poke() {
      if (!stopped) void runOnce();
    },
    runOnce,
  };
}
