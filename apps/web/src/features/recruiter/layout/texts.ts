/** Texts of the recruiter layout that the spec does not word. */
export const LAYOUT_TEXTS = {
  navLabel: 'Recruiter',
  home: 'Home',
  questionnaires: 'Questionnaires',
  interviews: 'Interviews',
  signedInAs: 'Signed in as',
  version: 'Version',
} as const;
