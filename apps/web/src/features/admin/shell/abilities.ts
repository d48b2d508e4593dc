/**
 * What the current user may do in the back office, as the server decides it: its rules
 * (`GET /info/abilities`) read by the server's own `can` (packages/shared). A screen shows a button
 * only when `useCan()` says the server will accept its click.
 */
import { createContext, useCallback, useContext } from 'react';
import { can, type PermissionSubject } from '@warehouse/shared';
import { api } from '../../../lib/api';

export interface Abilities extends PermissionSubject {
  /** Import, export and the dashboard: admins and supervisors. */
  back_office: boolean;
}

export type ModelAction = 'read' | 'create' | 'update' | 'destroy';

export const fetchAbilities = () => api.request<Abilities>('GET', '/info/abilities');

const NOTHING: Abilities = { admin: false, back_office: false, rules: [] };
const AbilitiesContext = createContext<Abilities>(NOTHING);
export const AbilitiesProvider = AbilitiesContext.Provider;

export const useAbilities = () => useContext(AbilitiesContext);

/** `can('create', 'printers')`: whether the server accepts that action on that model from this user. */
export function useCan(): (action: ModelAction, model: string) => boolean {
  const abilities = useAbilities();
  return useCallback((action, model) => can(abilities, action, model), [abilities]);
}
