/**
 * What a role allows, as the server decides it and the back office shows it (one function for
 * both: a button is shown only when the server would accept its click). Rules are CanCan-style
 * rows of a role's permissions: `can manage all`, `cannot update settings`.
 */
export interface PermissionRule {
  predicate: 'can' | 'cannot';
  /** `read`, `create`, `update`, `destroy`, `manage` (all of them) or a model's narrower one (`locate`). */
  action: string;
  /** A model's plural name, or `all`. */
  model: string;
}

export interface PermissionSubject {
  admin: boolean;
  rules: readonly PermissionRule[];
}

const matches = (rule: PermissionRule, action: string, model: string) =>
  (rule.action === 'manage' || rule.action === action) && (rule.model === 'all' || rule.model === model);

/** Admins may do everything; otherwise a matching `can` and no matching `cannot` (deny by default). */
export function can(user: PermissionSubject, action: string, model: string): boolean {
  if (user.admin) return true;
  const relevant = user.rules.filter((rule) => matches(rule, action, model));
  return relevant.some((r) => r.predicate === 'can') && !relevant.some((r) => r.predicate === 'cannot');
}
