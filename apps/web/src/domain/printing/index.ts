export * from './printers';
export { checkPrinterOnEntry, type PrinterCheck } from './confirm-printer';
export * from './owed-labels';
