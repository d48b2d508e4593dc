import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, in its own chunk (./overlays.tsx): imported from here rather than by a
 * dynamic import of '@mantine/notifications', which the entry also imports (its store), so that the
 * component and its transitions stay out of the entry.
 */
export function ToastHost() {
  return <Notifications position="top-center" limit={3} containerWidth={420} zIndex={2000} />;
}
