import type { FunnelResponse } from '@vi/contracts';
import { STAGE_LABELS } from './texts';

const STAGES = ['invited', 'opened', 'started', 'completed'] as const;

/** The four steps in order, with their counts. */
export const stageBars = (funnel: FunnelResponse) =>
  STAGES.map((stage) => ({ stage, label: STAGE_LABELS[stage], value: funnel[stage] }));

/** A count as a whole percentage of the invited ('—' when nobody was invited). */
export function percentOfInvited(value: number, invited: number): string {
  return invited === 0 ? '—' : `${Math.round((value / invited) * 100)}%`;
}
