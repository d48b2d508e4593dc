import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness';
import { login, sharedDatabase, type SharedDatabase } from './support/processes';

/**
 * Issue 31 point 5: a conclusion never exists without its owed labels. The server process is
 * killed while it prints the order labels, after the conclusion committed: the labels it had not
 * printed are still owed, for 'Etichette da stampare'.
 */
describe.each(dialects)('order labels of a process killed while printing on %s', (dialect) => {
  let shared: SharedDatabase;
  let silent: Server;
  const sockets = new Set<Socket>();
  /** Told of the next connection to the printer. */
  let reached = () => {};

  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    // A printer that takes the connection and never answers: the server is stuck printing.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
      reached();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await shared?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('keeps every label owed once the conclusion committed', { timeout: 120_000 }, async () => {
    const proc = await shared.start();
    const token = await login(proc.url, shared.email, shared.password);
    const post = async (path: string, payload: object) => {
      const res = await fetch(`${proc.url}/api/v2/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const create = async (model: string, values: object) => {
      const res = await post(model, { [model]: values });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number; lock_version: number; name: string };
    };
    const port = (silent.address() as AddressInfo).port;
    const printer = await create('printers', { name: 'Muta', host: '127.0.0.1', port });
    const customer = await create('customers', { name: 'Bar Sport' });
    const project = await create('projects', { name: 'LP-CRASH-1', customer_id: customer.id });
    const item = await create('items', { code: 'CR-1', description: 'Caffè in grani' });
    const pick = await create('picks', { project_id: project.id, item_id: item.id, quantity: 2 });
    for (let i = 0; i < 2; i++) {
      const pkg = await create('packages', { project_id: project.id, closed: false, shipped: false });
      await create('project_rows', {
        project_id: project.id,
        pick_id: pick.id,
        item_id: item.id,
        quantity: 1,
        package_id: pkg.id,
      });
    }

    // Only now: creating the printer asked its status already.
    const connected = new Promise<void>((resolve) => (reached = resolve));
    const concluding = post(`projects/${project.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: project.lock_version,
      printer_id: printer.id,
    });
    await connected; // the first label is being printed: the conclusion has committed
    proc.child.kill('SIGKILL');
    await expect(concluding).rejects.toThrow();
    await proc.exited;

    const db = shared.handle.db;
    const stored = await db
      .selectFrom('projects')
      .select('prepared')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(stored.prepared)).toBe(true);
    const owed = await db
      .selectFrom('owed_labels')
      .select(['template', 'fields'])
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
    expect(owed.map((row) => row.template)).toEqual(['etichetta_ordine', 'etichetta_ordine']);
    expect(owed.map((row) => JSON.parse(String(row.fields)).package_name)).toEqual([
      `PK-${project.id}-001`,
      `PK-${project.id}-002`,
    ]);

    // A process started after it lists them in 'Etichette da stampare'.
    const restarted = await shared.start();
    const again = await login(restarted.url, shared.email, shared.password);
    const list = await fetch(`${restarted.url}/api/v2/projects?do=owed_labels`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(((await list.json()) as { projects: unknown[] }).projects).toEqual([
      { id: project.id, name: 'LP-CRASH-1', customer_name: 'Bar Sport', labels: 2, reason: null },
    ]);
    await restarted.stop();
  });
});
