import { allComplete, nothingDetected, touchState, type TouchState } from './quantity';
import type { ConfirmKey, Id, PickQuantities, ProjectFlags } from './types';

/** One selected picking list with its picks. */
export interface PickingListProject {
  id: Id;
  picks: readonly PickQuantities[];
  /** Concluded or closed already (`isPickingListFinished`): the closing rules leave it as it is. */
  finished?: boolean;
}

export type PickingListFlags = Pick<ProjectFlags, 'store' | 'partial' | 'suspended'>;

export interface PickingListAction {
  projectId: Id;
  /** Where its picks stand; 'finished' for a list already concluded, which nothing changes. */
  state: TouchState | 'finished';
  /** Flags to write on the project; only the listed ones change. */
  flags: Partial<PickingListFlags>;
  /** Delete every reading (project row) of the project. */
  deleteReadings: boolean;
}

/**
 * 'Concludi' / 'Esci/Sospendi' on the selected picking lists. The screen asks `confirm` (when not
 * null), then performs every action, then returns to /picking/selection.
 */
export interface PickingListPlan {
  confirm: ConfirmKey | null;
  actions: PickingListAction[];
}

const CLEARED: PickingListFlags = { store: false, partial: false, suspended: false };
const STORED: PickingListFlags = { store: true, partial: false, suspended: false };

function allPicks(projects: readonly PickingListProject[]): PickQuantities[] {
  return projects.flatMap((project) => project.picks);
}

/** A finished list stays as it is: no flag written, no reading deleted. */
const leaveFinished = (project: PickingListProject): PickingListAction => ({
  projectId: project.id,
  state: 'finished',
  flags: {},
  deleteReadings: false,
});

/** Applies `rule` to the open lists; finished ones keep their place in the plan, unchanged. */
function overOpenLists(
  projects: readonly PickingListProject[],
  rule: (open: readonly PickingListProject[]) => PickingListPlan,
): PickingListPlan {
  const open = projects.filter((project) => !project.finished);
  const planned = rule(open);
  const byId = new Map(planned.actions.map((action) => [action.projectId, action]));
  return {
    confirm: planned.confirm,
    actions: projects.map((project) => byId.get(project.id) ?? leaveFinished(project)),
  };
}

/**
 * 'Concludi' (goods-flow §4). Everything complete: each list is stored (store true, partial and
 * suspended false) and its readings deleted. Nothing read on any list: the three flags are cleared.
 * Otherwise, after 'Prelievo parziale!…', per list: complete → stored and readings deleted;
 * untouched → flags cleared; partial → store and partial true, readings deleted. A finished list
 * (already concluded) is left as it is and does not count toward "everything complete".
 */
export function concludePickingList(
  projects: readonly PickingListProject[],
  excessAllowed = true,
): PickingListPlan {
  return overOpenLists(projects, (open) => concludeOpenLists(open, excessAllowed));
}

function concludeOpenLists(projects: readonly PickingListProject[], excessAllowed: boolean): PickingListPlan {
  const picks = allPicks(projects);
  const everyComplete = allComplete(picks, excessAllowed);
  if (everyComplete || nothingDetected(picks)) {
    return {
      confirm: null,
      actions: projects.map((project) => ({
        projectId: project.id,
        state: everyComplete ? 'complete' : 'untouched',
        flags: { ...(everyComplete ? STORED : CLEARED) },
        deleteReadings: everyComplete,
      })),
    };
  }
  return {
    confirm: 'partialPicking',
    actions: projects.map((project): PickingListAction => {
      const state = touchState(project.picks, excessAllowed);
      if (state === 'complete')
        return { projectId: project.id, state, flags: { ...STORED }, deleteReadings: true };
      if (state === 'untouched')
        return { projectId: project.id, state, flags: { ...CLEARED }, deleteReadings: false };
      return {
        projectId: project.id,
        state,
        flags: { store: true, partial: true, suspended: false },
        deleteReadings: true,
      };
    }),
  };
}

/**
 * 'Esci/Sospendi' (goods-flow §4). Nothing read on any list: the three flags are cleared without
 * asking. Otherwise, after confirmation, untouched lists are cleared and the others suspended (so
 * they can be reopened); readings are kept. A finished list is left as it is: an untouched exit
 * does not clear its store flag, and it is never suspended.
 */
export function suspendPickingList(
  projects: readonly PickingListProject[],
  excessAllowed = true,
): PickingListPlan {
  return overOpenLists(projects, (open) => suspendOpenLists(open, excessAllowed));
}

function suspendOpenLists(projects: readonly PickingListProject[], excessAllowed: boolean): PickingListPlan {
  const untouched = nothingDetected(allPicks(projects));
  return {
    confirm: untouched ? null : 'suspendPicking',
    actions: projects.map((project): PickingListAction => {
      const flags = nothingDetected(project.picks) ? { ...CLEARED } : { suspended: true };
      return {
        projectId: project.id,
        state: touchState(project.picks, excessAllowed),
        flags,
        deleteReadings: false,
      };
    }),
  };
}
