/**
 * With the local setting `debug` on, `window.warehouseDebug` exposes the dialogs, the toasts and a
 * way to inject a reading, for support staff at the browser console (and the end-to-end tests).
 */
import { dialogs } from './dialogs/dialogs';
import { deliverLine } from './reader/readings';
import { getLocalSettings, subscribeLocalSettings } from './settings/local-settings';
import { toast } from './toasts';

declare global {
  interface Window {
    warehouseDebug?: {
      dialogs: typeof dialogs;
      toast: typeof toast;
      read: (line: string) => void;
    };
  }
}

function sync(): void {
  if (getLocalSettings().debug) {
    window.warehouseDebug = { dialogs, toast, read: (line) => deliverLine(line, 'debug') };
  } else {
    delete window.warehouseDebug;
  }
}

export function installDebugHandle(): void {
  sync();
  subscribeLocalSettings(sync);
}
