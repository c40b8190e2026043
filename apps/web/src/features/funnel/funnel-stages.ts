import type { FunnelResponse } from '@vi/contracts';
import { FUNNEL_STAGE_LABELS, formatPercent } from './texts';

const STAGES = ['invited', 'opened', 'started', 'completed'] as const;

/** The four steps in order, with their counts; labels read when called, in the recruiter's language. */
export const stageBars = (funnel: FunnelResponse) =>
  STAGES.map((stage) => ({ stage, label: FUNNEL_STAGE_LABELS[stage], value: funnel[stage] }));

/** A count as a whole percentage of the invited ('—' when nobody was invited). */
export function percentOfInvited(value: number, invited: number): string {
  return invited === 0 ? '—' : formatPercent(value / invited);
}
