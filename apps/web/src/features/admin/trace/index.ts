export { AdminTraceScreen } from './trace-screen';
export { TraceLink } from './lot-tables';
