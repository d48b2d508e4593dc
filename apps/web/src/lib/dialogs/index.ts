export { dialogs, isDialogOpen, useOpenDialogs, DIALOG_AUTO_CLOSE_MS } from './dialogs';
export type { DialogOptions, PromptOptions, DialogKind } from './dialogs';
