/**
 * Small rules the shared package does not export yet (see docs/web-app.md). Kept pure and local until
 * `@warehouse/shared` has them.
 */

/** A server setting is on when it is `true`, `"true"` or `"1"` (v2 backends send stored strings). */
export function isEnabled(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  const v = value.trim().toLowerCase();
  return v === 'true' || v === '1';
}
