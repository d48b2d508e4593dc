/**
 * What the shift tests (a session that ends, a server that restarts, a network that goes) share:
 * one picking list to read into, and entering a reading the way an operator does.
 */
import type { Page } from 'playwright-core';
import type { FakeReader } from './fake-reader';
import type { TestServer } from './server';
import { barcodeLine, createProject, seedCatalog, type Catalog } from './picking-store';

export interface PickingList {
  catalog: Catalog;
  id: number;
  picks: number[];
}

/** A picking list (LP) of `count` items, 5 of each expected. */
export async function seedPickingList(server: Pick<TestServer, 'db'>, count = 3): Promise<PickingList> {
  const catalog = await seedCatalog(server as TestServer, Math.max(count, 3));
  const list = await createProject(
    server as TestServer,
    { name: 'LP-TURNO', project_typology_id: catalog.typologies.lp },
    catalog.items.slice(0, count).map((item) => [item, 5]),
  );
  return { catalog, ...list };
}

export const pickingPath = (list: PickingList) => `/picking/management?projectIds=${list.id}`;

/** Waits until the picks are on screen. */
export async function picksShown(page: Page): Promise<void> {
  await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
}

/** Reads the item's barcode, types the quantity in the pick modal and confirms it. */
export async function enterReading(page: Page, reader: FakeReader, barcode: string, quantity: number) {
  const modal = page.getByTestId('pick-modal');
  reader.send(barcodeLine(barcode));
  await modal.waitFor();
  await modal.getByTestId('pick-quantity').fill(String(quantity));
  await modal.getByTestId('pick-confirm').click();
  await modal.waitFor({ state: 'detached' });
}

/**
 * A reading whose quantity is confirmed once nothing covers the modal: when the session has ended,
 * the sign-in dialog may open before the confirmation (a read met the 401) or after it (the write
 * did). The returned promise settles when the confirmation was clicked.
 */
export async function startReading(page: Page, reader: FakeReader, barcode: string, quantity: number) {
  const modal = await typeReading(page, reader, barcode, quantity);
  return modal.getByTestId('pick-confirm').click();
}

/** A reading's pick modal open with `quantity` typed, not yet confirmed. */
export async function typeReading(page: Page, reader: FakeReader, barcode: string, quantity: number) {
  const modal = page.getByTestId('pick-modal');
  reader.send(barcodeLine(barcode));
  await modal.waitFor();
  await modal.getByTestId('pick-quantity').fill(String(quantity));
  return modal;
}

/**
 * The session ends (its token no longer valid) at the very click that confirms the open entry, so
 * that the entry's write is what meets the 401. Ended any earlier, a read the screen makes on its own
 * (the live stream's resync after the load) could meet it first, and the sign-in dialog would then
 * refuse the reading itself.
 */
export async function sessionEndsOnConfirm(page: Page): Promise<void> {
  await page.evaluate(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest('[data-testid=pick-confirm]')) return;
      window.removeEventListener('click', onClick, true);
      localStorage.setItem('warehouse.token', 'expired.or.revoked');
    };
    window.addEventListener('click', onClick, true);
  });
}

/** No write waits or runs (the write queue's and the outbox's): the screen is back at rest. */
export async function writesSettled(page: Page): Promise<void> {
  await page.getByTestId('outbox-pending').waitFor({ state: 'detached' });
  await page.getByTestId('pending-writes').waitFor({ state: 'detached' });
  await page.getByTestId('updating').waitFor({ state: 'detached' });
}

/** Every message the app showed the operator: toasts and dialogs (ours and the sign-in one). */
export function messagesOnScreen(page: Page) {
  return page.locator('[data-testid=toast], [data-testid^=dialog-], [role=dialog]');
}

/** The same, leaving out the pick modal: the operator's own entry, not a message. */
export function messagesBesideTheEntry(page: Page) {
  return page.locator(
    '[data-testid=toast], [data-testid^=dialog-], [role=dialog]:not(:has([data-testid=pick-modal]))',
  );
}
