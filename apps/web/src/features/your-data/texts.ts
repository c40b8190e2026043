/** The applicant's "Your data" section and page (docs/privacy.md): download a copy, or erase the interview. */
export const YOUR_DATA_TEXTS = {
  heading: 'Your data',
  pageSectionTitle: 'Download or erase your interview',
  intro: 'You can download a copy of everything kept about your interview, or erase it, at any time.',
  download: 'Download a copy of your interview',
  downloadHint:
    'A zip file with your recorded answers, their transcripts, your consent, the job and your details.',
  erase: 'Erase my interview…',
  dialogTitle: 'Erase your interview?',
  dialogIntro: 'This deletes for good:',
  dialogItems: [
    'your recorded answers',
    'their transcripts',
    'your resume, if the recruiter attached one',
    'your name, email address and phone number',
  ],
  dialogCompany:
    'The company is told that you erased your interview. It keeps only a note that an interview was erased, without your details.',
  dialogUndo: 'This cannot be undone. You may want to download a copy first.',
  cancel: 'Cancel',
  confirm: 'Erase my interview',
  erasing: 'Erasing…',
  erasedHeading: 'Your interview has been erased',
  erasedText:
    'Your answers, transcripts, resume and contact details have been deleted, and the company has been told. You can close this tab.',
  pageLoading: 'Loading your data…',
  pageSummary: (jobTitle: string, companyName: string) => `Your interview for ${jobTitle} at ${companyName}.`,
  pageAnswers: (count: number) =>
    count === 0
      ? 'No answers are stored yet.'
      : count === 1
        ? '1 recorded answer is stored.'
        : `${count} recorded answers are stored.`,
  pageNotFound:
    'We could not find an interview for this link. It may have been erased already, or the link may be incomplete: open it again from your invitation email.',
  pageError: 'Your data could not be loaded. Please try again later.',
  tryAgain: 'Try again',
} as const;
