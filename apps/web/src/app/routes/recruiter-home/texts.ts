/** Recruiter home texts; the two placeholder lines are the spec's own words. */
export const HOME_TEXTS = {
  tabListLabel: 'Recruiter home',
  questionnairesTab: 'Questionnaires',
  interviewsTab: 'Interviews',
  loadQuestionnaires: 'Click to Load Questionnaires',
  questionnairesPlaceholder: 'Questionnaire data will load when you click this tab',
  loadingTab: 'Loading...',
} as const;
