/**
 * Toasts (spec section 8): 2 seconds, dark by default, warning where the caller says.
 * `toast(message)`, `toast.warning(message)`, `toast.success(message)`, `toast.error(message)`.
 * The message is text (a `<br>` becomes a line break), never HTML.
 */
import { createElement } from 'react';
import { notifications } from '@mantine/notifications';
import { MultilineText } from './components/multiline-text';

export const TOAST_MS = 2000;

export type ToastColor = 'dark' | 'warning' | 'success' | 'error';

export interface ToastOptions {
  color?: ToastColor;
  title?: string;
}

export function showToast(message: string, options: ToastOptions = {}): string {
  const color = options.color ?? 'dark';
  const id = notifications.show({
    message: createElement(MultilineText, { text: message }),
    title: options.title,
    // Closed by our own timer: Mantine's would pause while the pointer is over the toast, and a
    // toast lasts 2 seconds, hovered or not (a desktop pointer left on it kept it up forever).
    autoClose: false,
    withCloseButton: false,
    className: `wh-toast wh-toast-${color}`,
    'data-testid': 'toast',
    'data-color': color,
  });
  setTimeout(() => notifications.hide(id), TOAST_MS);
  return id;
}

export const toast = Object.assign((message: string, options?: ToastOptions) => showToast(message, options), {
  warning: (message: string, options?: Omit<ToastOptions, 'color'>) =>
    showToast(message, { ...options, color: 'warning' }),
  success: (message: string, options?: Omit<ToastOptions, 'color'>) =>
    showToast(message, { ...options, color: 'success' }),
  error: (message: string, options?: Omit<ToastOptions, 'color'>) =>
    showToast(message, { ...options, color: 'error' }),
});
