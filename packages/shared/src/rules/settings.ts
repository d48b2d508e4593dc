/**
 * Server settings arrive as stored strings ("true", "false", "1"…) or as JSON booleans/numbers,
 * depending on the backend: true, 1, "true" (any case, spaces around ignored) and "1" enable a
 * setting; anything else, missing included, leaves it off.
 */
export function isEnabled(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text === 'true' || text === '1';
}
