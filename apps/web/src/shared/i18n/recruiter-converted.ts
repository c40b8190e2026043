/**
 * The recruiter folders whose every user-facing text comes from the recruiter catalogues (paths from
 * apps/web/src). The catalogue check (recruiter-catalogues.test.ts) fails on a string literal shown to a
 * person in their JSX; a folder joins this list when its feature is converted (docs/languages.md).
 */
export const RECRUITER_CONVERTED_FOLDERS: readonly string[] = [
  'app/layouts/recruiter',
  'app/routes/recruiter-home',
  'features/home',
  'features/account-settings',
  'features/account-sign-in',
  'features/pipeline',
  'features/sharing',
  'features/shared-review',
  'features/sign-in',
  'shared/ui/recruiter',
  'features/interview-review',
  'features/compare',
  'features/jobs',
  'features/invitations',
  'features/funnel',
  'features/questionnaires',
  'features/builder',
  'features/settings',
  'features/team',
  'features/sso-settings',
  'features/integrations',
  'features/audit',
];
