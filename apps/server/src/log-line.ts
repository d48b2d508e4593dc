import { hostname } from 'node:os';

/**
 * Log lines written before the app (and its logger) exist, in the same JSON shape as Fastify's
 * pino lines (level 30 info, 40 warn; time in ms; pid; hostname; msg), one per line on stdout.
 */
export interface JsonLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

export function jsonLog(stream: { write(line: string): void } = process.stdout): JsonLog {
  const line = (level: number, fields: object, msg: string) =>
    stream.write(
      `${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg })}\n`,
    );
  return { info: (fields, msg) => line(30, fields, msg), warn: (fields, msg) => line(40, fields, msg) };
}
