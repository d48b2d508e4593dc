/**
 * Outgoing's save only, until it moves onto the command client (then delete this file): its list of
 * steps runs on the command queue (lib/command-queue.ts), the one queue of held writes.
 */
export {
  useCommandQueue as useWriteQueue,
  type Command as Step,
  type ScreenCommands as WriteQueue,
} from './command-queue';
