import { isIP } from 'node:net';

/**
 * True when binding to `host` keeps a server reachable from this machine only. Host names other
 * than `localhost` may resolve to any address, so they count as remote.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^::ffff:127\./.test(name) || /^(0+:){7}0*1$/.test(name);
  return false;
}

/** `host:port` for a log line or URL, with IPv6 addresses in brackets. */
export function hostPort(host: string, port: number): string {
  return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
}
