import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSetting } from '../../../src/users';
import { create, createHarness, dialects, type Harness, show } from '../support/harness';
import { command } from './support';

let counter = 0;

describe.each(dialects)('#documents/{id}?do=exit_project_preparation on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await setSetting(h.handle.db, 'project_preparation.update_project', 'false');
  });

  /**
   * A project with one parent document holding two reference items; the first reference item has
   * one pick per [expected, detected]; the second is stored with the given flags.
   */
  async function preparation(
    specs: [number, number][],
    sibling: { closed?: boolean; partial?: boolean } = {},
  ) {
    counter++;
    const project = await create(h, 'projects', { name: `PREP-${counter}` });
    const parent = await create(h, 'documents', { name: `DOC-${counter}`, project_id: project.id });
    const referenceItem = await create(h, 'documents', {
      name: `RIF-${counter}-A`,
      project_id: project.id,
      parent_id: parent.id,
    });
    await create(h, 'documents', {
      name: `RIF-${counter}-B`,
      project_id: project.id,
      parent_id: parent.id,
      ...sibling,
    });
    // Project management's readings go into a package (write rules).
    const pkg = await create(h, 'packages', { project_id: project.id });
    for (const [i, [expected, detected]] of specs.entries()) {
      const item = await create(h, 'items', { code: `PP-${counter}-${i}` });
      const pick = await create(h, 'picks', {
        project_id: project.id,
        document_id: referenceItem.id,
        item_id: item.id,
        quantity: expected,
      });
      if (detected > 0) {
        await create(h, 'project_rows', {
          project_id: project.id,
          document_id: referenceItem.id,
          pick_id: pick.id,
          item_id: item.id,
          package_id: pkg.id,
          quantity: detected,
        });
      }
    }
    return {
      project: project.id as number,
      parent: parent.id as number,
      referenceItem: referenceItem.id as number,
    };
  }

  const refs = async (ids: { project: number; parent: number; referenceItem: number }) => ({
    lock_version: (await show(h, 'documents', ids.referenceItem)).lock_version,
    parent: { id: ids.parent, lock_version: (await show(h, 'documents', ids.parent)).lock_version },
    project: { id: ids.project, lock_version: (await show(h, 'projects', ids.project)).lock_version },
  });
  const exit = (ids: { referenceItem: number }, body: object) =>
    command(h, `documents/${ids.referenceItem}?do=exit_project_preparation`, body);
  const flags = async (model: string, id: number) => {
    const r = await show(h, model, id);
    return { closed: r.closed, partial: r.partial };
  };

  it('every pick exactly complete and the sibling closed: reference item and parent closed, project untouched', async () => {
    const ids = await preparation(
      [
        [2, 2],
        [1, 1],
      ],
      { closed: true },
    );
    const res = await exit(ids, await refs(ids));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().documents).toMatchObject([
      { id: ids.referenceItem, closed: true, partial: false },
      { id: ids.parent, closed: true, partial: false },
    ]);
    expect(res.json().project).toBeNull();
    expect(await flags('projects', ids.project)).toEqual({ closed: false, partial: false });
  });

  it('partly read: asks first and writes nothing; confirmed, reference item and parent partial', async () => {
    const ids = await preparation([
      [2, 1],
      [1, 0],
    ]);
    const asked = await exit(ids, await refs(ids));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ id: 'confirmation_required', confirm: 'exitIncomplete' });
    expect(await flags('documents', ids.referenceItem)).toEqual({ closed: false, partial: false });

    const res = await exit(ids, { ...(await refs(ids)), confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await flags('documents', ids.referenceItem)).toEqual({ closed: false, partial: true });
    expect(await flags('documents', ids.parent)).toEqual({ closed: false, partial: true });
  });

  it('complete but the other reference item open: the parent is partial, not closed', async () => {
    const ids = await preparation([[3, 3]]);
    const res = await exit(ids, await refs(ids));
    expect(res.statusCode, res.body).toBe(200);
    expect(await flags('documents', ids.referenceItem)).toEqual({ closed: true, partial: false });
    expect(await flags('documents', ids.parent)).toEqual({ closed: false, partial: true });
  });

  it('update-project on: the project is recalculated in the same command', async () => {
    await setSetting(h.handle.db, 'project_preparation.update_project', 'true');
    const ids = await preparation([[1, 1]], { closed: true });
    const res = await exit(ids, await refs(ids));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project).toMatchObject({ id: ids.project, closed: true, partial: false });
    expect(await flags('projects', ids.project)).toEqual({ closed: true, partial: false });
  });

  it('update-project on without the project version: refused, nothing written', async () => {
    await setSetting(h.handle.db, 'project_preparation.update_project', 'true');
    const ids = await preparation([[1, 1]], { closed: true });
    const { project: _project, ...body } = await refs(ids);
    const res = await exit(ids, body);
    expect(res.statusCode).toBe(422);
    expect(await flags('documents', ids.referenceItem)).toEqual({ closed: false, partial: false });
  });

  it('a reference item changed meanwhile (closed by someone else): 409 stale_record with its state, nothing written', async () => {
    const ids = await preparation([[1, 1]], { closed: true });
    const body = await refs(ids);
    const other = await h.request({
      method: 'PUT',
      url: `/api/v2/documents/${ids.referenceItem}`,
      token: h.tokens.admin,
      payload: { document: { closed: true, lock_version: body.lock_version } },
    });
    expect(other.statusCode, other.body).toBe(200);
    const res = await exit(ids, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ id: 'stale_record' });
    expect(res.json().current.documents[0]).toMatchObject({ id: ids.referenceItem, closed: true });
    expect(await flags('documents', ids.parent)).toEqual({ closed: false, partial: false });
  });

  it('bad input: no body, a parent that is not the reference item’s parent', async () => {
    const ids = await preparation([[1, 0]]);
    expect((await exit(ids, {})).statusCode).toBe(400);
    const other = await preparation([[1, 0]]);
    const body = await refs(ids);
    const res = await exit(ids, {
      ...body,
      parent: { id: other.parent, lock_version: (await show(h, 'documents', other.parent)).lock_version },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe.each(dialects)('#projects/{id}?do=prepare_packages on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates the packages named by the package rule, in order; without a printer nothing is printed', async () => {
    const project = await create(h, 'projects', { name: 'PREP-PACK' });
    const res = await command(h, `projects/${project.id}?do=prepare_packages`, { count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().packages.map((p: { name: string }) => p.name);
    expect(names).toEqual([1, 2, 3].map((n) => `PK-${project.id}-00${n}`));
    expect(res.json().labels).toBeNull();
    const again = await command(h, `projects/${project.id}?do=prepare_packages`, { count: 1 });
    expect(again.json().packages[0].name).toBe(`PK-${project.id}-004`);
  });

  it('refuses 0, negative, over 500 and text: 400 with the message, no package created', async () => {
    const project = await create(h, 'projects', { name: 'PREP-BAD' });
    for (const count of [0, -2, 501, '3', 1.5]) {
      const res = await command(h, `projects/${project.id}?do=prepare_packages`, { count });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        id: 'invalid_input',
        error: 'Numero di etichette non valido: da 1 a 500',
      });
    }
    const stored = await h.handle.db
      .selectFrom('packages')
      .select('id')
      .where('project_id', '=', project.id)
      .execute();
    expect(stored).toHaveLength(0);
  });
});
