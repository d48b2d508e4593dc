import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness } from './harness';
import { command, fixtures } from './lists';

/** A supply as a store command takes it: its id and the lock_version the screen holds. */
export interface SupplyRef {
  id: number;
  lock_version: number;
}

/**
 * The shared ground of the store command suites (close_store, exit_store): a fresh database per
 * suite on `dialect`, the list builders, and the command itself sent over a supply with its
 * lock_version and mode (`picking` = fulfilment), as the store screen sends it.
 */
export function storeCommandSuite(dialect: 'sqlite' | 'postgres', action: 'close_store' | 'exit_store') {
  let h: Harness | undefined;
  let f: ReturnType<typeof fixtures> | undefined;
  beforeAll(async () => {
    h = await createHarness(dialect);
    f = fixtures(h);
  });
  afterAll(async () => {
    await h?.close();
  });
  return {
    get h(): Harness {
      return h!;
    },
    get f(): ReturnType<typeof fixtures> {
      return f!;
    },
    send: (
      supply: SupplyRef,
      picking: boolean,
      extra: object = {},
      options: { token?: string; key?: string } = {},
    ) =>
      command(
        h!,
        `projects/${supply.id}?do=${action}`,
        { lock_version: supply.lock_version, picking, ...extra },
        options,
      ),
  };
}
