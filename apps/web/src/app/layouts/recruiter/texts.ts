/** Texts of the recruiter layout that the spec does not word. */
export const LAYOUT_TEXTS = {
  navLabel: 'Recruiter',
  home: 'Home',
  questionnaires: 'Questionnaires',
  interviews: 'Interviews',
  bulkInvite: 'Bulk invite',
  funnel: 'Funnel',
  integrations: 'Integrations',
  settings: 'Settings',
  auditLog: 'Audit log',
  signedInAs: 'Signed in as',
  version: 'Version',
} as const;
