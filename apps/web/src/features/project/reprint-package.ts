/** A package's label printed again (spec §5, §8): one print_single_barcode through the server. */
import type { Package } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { PRINT_TEMPLATES, printTemplate } from '../../domain/printing';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';

const t = m.project;

/** Prints a package's label again and says how it went. */
export async function reprintPackage(printerId: number, pkg: Package): Promise<boolean> {
  const outcome = await printTemplate(
    printerId,
    PRINT_TEMPLATES.package,
    { package_name: pkg.name ?? '' },
    1,
  );
  if (outcome.ok) {
    toast.success(t.reprinted(pkg.name ?? ''));
    return true;
  }
  void dialogs.error(outcome.message || t.printError);
  return false;
}
