import { recruiterTexts } from '../../i18n/recruiter-i18n';
import { INTERVIEWS } from '../../ui/recruiter/interview-texts';

/** Two to four interviews, all of one questionnaire: what a side-by-side comparison can show. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

type Comparable = { questionnaireId: string | null };

export type CompareProblem = 'too-few' | 'too-many' | 'mixed-questionnaires';

/** Why these interviews cannot be compared, in the recruiter's language. */
export const COMPARE_PROBLEM_TEXTS: Readonly<Record<CompareProblem, string>> = recruiterTexts(
  INTERVIEWS,
  'compare',
  {
    get 'too-few'() {
      return INTERVIEWS.t('compare.too-few', { min: MIN_COMPARED, max: MAX_COMPARED });
    },
    get 'too-many'() {
      return INTERVIEWS.t('compare.too-many', { max: MAX_COMPARED });
    },
  },
);

/** Whether this many interviews can be compared. */
export function countProblem(count: number): CompareProblem | null {
  if (count < MIN_COMPARED) return 'too-few';
  if (count > MAX_COMPARED) return 'too-many';
  return null;
}

/** Why these cannot be compared, or null when they can. */
export function compareProblem(interviews: readonly Comparable[]): CompareProblem | null {
  const byCount = countProblem(interviews.length);
  if (byCount !== null) return byCount;
  const questionnaires = new Set(interviews.map((interview) => interview.questionnaireId));
  if (questionnaires.size > 1 || questionnaires.has(null)) return 'mixed-questionnaires';
  return null;
}

/** The comparison's address (inside the router's /v1 base). */
export function comparePath(ids: readonly string[]): string {
  return `/recruiter/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** The ids of a comparison's address: each once, in order, blanks dropped. */
export function readCompareIds(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id.length <= 64);
  return [...new Set(ids)];
}
