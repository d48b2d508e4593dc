import type { Database, Dialect } from '../db/types';
import { setSetting } from '../users';
import { inserter } from './insert';

/** The typology package preparation lists when no flag says incoming or outgoing (web: features/project/mode.ts). */
export const PREPARATION_TYPOLOGY = 'PC';

/**
 * Package preparation demo (/project/selection → /project/management): a preparation project with
 * two documents; the first has two open reference items (child documents) and one already closed
 * (shown '(X) ' to supervisors only), the second one open reference item. Each reference item has
 * picks to read into packages. The operator and supervisor logins come from demo.ts.
 */
export async function seedProjectPrepDemo(db: Database, dialect: Dialect): Promise<void> {
  const insert = inserter(db, dialect);
  const year = new Date().getFullYear();
  const plant = (await db.selectFrom('plants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const items = await db.selectFrom('items').select(['id', 'location_id']).orderBy('id').execute();
  const [typology] = await insert('project_typologies', [
    { title: PREPARATION_TYPOLOGY, description: 'Preparazione colli' },
  ]);
  const [project] = await insert('projects', [
    {
      name: `PC-${year}-0001`,
      description: 'Preparazione colli cantiere Bergamo',
      project_typology_id: typology,
      project_date: new Date().toISOString().slice(0, 10),
      plant_id: plant,
    },
  ]);
  const [first, second] = await insert('documents', [
    {
      name: `DDT-${year}-0501`,
      description: 'Quadri elettrici',
      project_id: project,
      closed: false,
      partial: false,
    },
    {
      name: `DDT-${year}-0502`,
      description: 'Carpenteria',
      project_id: project,
      closed: false,
      partial: false,
    },
  ]);
  const refs = await insert('documents', [
    {
      name: `RIF-0501-A`,
      description: 'Quadro QE1',
      project_id: project,
      parent_id: first,
      closed: false,
      partial: false,
    },
    {
      name: `RIF-0501-B`,
      description: 'Quadro QE2',
      project_id: project,
      parent_id: first,
      closed: false,
      partial: false,
    },
    {
      name: `RIF-0501-C`,
      description: 'Quadro QE3',
      project_id: project,
      parent_id: first,
      closed: true,
      partial: false,
    },
    {
      name: `RIF-0502-A`,
      description: 'Staffe',
      project_id: project,
      parent_id: second,
      closed: false,
      partial: false,
    },
  ]);
  const pick = (document: number | undefined, index: number, quantity: number) => ({
    project_id: project,
    document_id: document,
    item_id: items[index]!.id,
    location_id: items[index]!.location_id,
    quantity,
    quantity_remaining: quantity,
  });
  await insert('picks', [
    pick(refs[0], 0, 2),
    pick(refs[0], 1, 1),
    pick(refs[0], 2, 3),
    pick(refs[1], 3, 1),
    pick(refs[1], 4, 2),
    pick(refs[2], 5, 1),
    pick(refs[3], 6, 4),
    pick(refs[3], 7, 2),
  ]);
  // Documented default (docs/server.md): leaving package preparation leaves the project as it is.
  await setSetting(db, 'project_preparation.update_project', 'false');
}
