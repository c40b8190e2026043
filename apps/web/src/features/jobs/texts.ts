import english from '../../shared/i18n/locales/en/recruiter-jobs.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * Texts of the Select Job side panel (recruiter spec §2, §8), in the recruiter's language
 * (docs/languages.md). English keeps the spec's wording.
 */
const JOBS = recruiterNamespace('recruiter-jobs', english);

/** A sentence that names the job's title when the list knows it, and leaves it out otherwise. */
const withTitle = (
  plain: string,
  titled: string,
  title: string | undefined,
  values: Record<string, number> = {},
) => (title === undefined ? JOBS.t(plain, values) : JOBS.t(titled, { ...values, title }));

export const PANEL_TEXTS = recruiterTexts(JOBS, 'panel', {
  // The spec's sentences, then the job's title so the recruiter need not look the id up.
  attached: (id: number, title: string | undefined) =>
    withTitle('panel.attached', 'panel.attachedTo', title, { id }),
  detached: (id: number, title: string | undefined) =>
    withTitle('panel.detached', 'panel.detachedFrom', title, { id }),
  reattached: (title: string | undefined) => withTitle('panel.reattached', 'panel.reattachedTo', title),
  undoDetach: (title: string | undefined) => withTitle('panel.undoDetach', 'panel.undoDetachFrom', title),
  detachTitle: (title: string) => JOBS.t('panel.detachTitle', { title }),
  detachImpactOpen: (questionnaire: string, title: string) =>
    JOBS.t('panel.detachImpactOpen', { questionnaire, title }),
  detachImpactClosed: (questionnaire: string, title: string) =>
    JOBS.t('panel.detachImpactClosed', { questionnaire, title }),
  page: (page: number) => JOBS.t('panel.page', { page }),
  forQuestionnaire: (name: string) => JOBS.t('panel.forQuestionnaire', { name }),
});

/** The demo fallback jobs' made-up words (their ids and statuses are the spec's). */
export const DEMO_TEXTS = recruiterTexts(JOBS, 'demo');
