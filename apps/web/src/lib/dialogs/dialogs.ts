/**
 * Modal dialogs (spec section 8), callable from anywhere, each returning a promise:
 *
 *   await dialogs.info(message, { title })        // closes itself after 5 s (or OK)
 *   await dialogs.warning(message, { title })     // closes itself after 5 s (or OK)
 *   await dialogs.error(message, { title })       // stays until 'Continua'
 *   if (await dialogs.confirm(message, { title })) // 'SI' → true, 'No' → false
 *   const text = await dialogs.prompt(message, { label, required })  // 'OK' → text, 'Annulla' → null
 *
 * Messages are text: a `<br>` becomes a line break, nothing is rendered as HTML.
 * The dialogs are shown by <DialogHost/> (mounted once by the app). While any is open,
 * `isDialogOpen()` is true and readings with `gate: 'modals'` are refused audibly (lib/reader/gate.ts).
 */
import { useSyncExternalStore } from 'react';

export const DIALOG_AUTO_CLOSE_MS = 5000;

export type DialogKind = 'info' | 'warning' | 'error' | 'confirm' | 'prompt';

export interface DialogOptions {
  title?: string;
  /**
   * Its closing leaves the screen (a missing printer sends the operator home): a reading never
   * closes it, it is refused like under an error (lib/reader/gate.ts); only OK or its 5 s do.
   */
  leavesScreen?: boolean;
}

export interface PromptOptions extends DialogOptions {
  /** Field label; the field is marked with an asterisk when required. */
  label?: string;
  placeholder?: string;
  initialValue?: string;
  /** Required by default: 'OK' stays disabled while the field is empty. */
  required?: boolean;
  /** Input type, e.g. 'number'. */
  inputType?: 'text' | 'number' | 'email' | 'password';
}

export interface OpenDialog {
  id: number;
  kind: DialogKind;
  message: string;
  title?: string;
  prompt?: PromptOptions;
  leavesScreen?: boolean;
  /** Resolves the caller's promise and removes the dialog. */
  close: (value: unknown) => void;
}

let nextId = 1;
let stack: readonly OpenDialog[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

function open<T>(
  kind: DialogKind,
  message: string,
  options: PromptOptions,
  dismissValue: T,
  autoCloseMs?: number,
): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = nextId++;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = (value: unknown) => {
      if (!stack.some((d) => d.id === id)) return;
      if (timer !== undefined) clearTimeout(timer);
      stack = stack.filter((d) => d.id !== id);
      emit();
      resolve(value as T);
    };
    const dialog: OpenDialog = {
      id,
      kind,
      message,
      title: options.title,
      leavesScreen: options.leavesScreen,
      prompt: kind === 'prompt' ? options : undefined,
      close,
    };
    stack = [...stack, dialog];
    emit();
    if (autoCloseMs !== undefined) timer = setTimeout(() => close(dismissValue), autoCloseMs);
  });
}

export const dialogs = {
  info(message: string, options: DialogOptions = {}): Promise<void> {
    return open<void>('info', message, options, undefined, DIALOG_AUTO_CLOSE_MS);
  },
  warning(message: string, options: DialogOptions = {}): Promise<void> {
    return open<void>('warning', message, options, undefined, DIALOG_AUTO_CLOSE_MS);
  },
  error(message: string, options: DialogOptions = {}): Promise<void> {
    return open<void>('error', message, options, undefined);
  },
  confirm(message: string, options: DialogOptions = {}): Promise<boolean> {
    return open<boolean>('confirm', message, options, false);
  },
  prompt(message: string, options: PromptOptions = {}): Promise<string | null> {
    return open<string | null>('prompt', message, { required: true, ...options }, null);
  },
  /** Closes every open dialog as if dismissed (confirm → false, prompt → null). */
  closeAll(): void {
    for (const d of [...stack])
      d.close(d.kind === 'confirm' ? false : d.kind === 'prompt' ? null : undefined);
  },
};

export function getOpenDialogs(): readonly OpenDialog[] {
  return stack;
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenDialogs(): readonly OpenDialog[] {
  return useSyncExternalStore(subscribeDialogs, getOpenDialogs, getOpenDialogs);
}

/**
 * True while one of these dialogs, or any other modal (a Mantine Modal or Drawer, which render
 * `aria-modal="true"`), is open. Readings use it for `gate: 'modals'`.
 */
export function isDialogOpen(): boolean {
  if (stack.length > 0) return true;
  if (typeof document === 'undefined') return false;
  return document.querySelector('[aria-modal="true"], [role="alertdialog"]') !== null;
}

/**
 * True while a modal other than these dialogs is open (a Mantine Modal or Drawer of a screen): the
 * reading gate (lib/reader/gate.ts) keeps readings out of the screens that asked it to.
 */
export function isOtherModalOpen(): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('[aria-modal="true"]')].some(
    (el) => !el.querySelector('[data-dialog-id]'),
  );
}
