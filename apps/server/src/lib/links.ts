import { TOKEN_URL_PARAM } from '@vi/contracts';

export const recruiterSignInUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/v1/recruiter?${TOKEN_URL_PARAM}=${encodeURIComponent(token)}`;

export const interviewUrl = (publicUrl: string, applicationGuid: string) =>
  `${publicUrl}/v1/interview/onboarding/${applicationGuid}`;

/** The applicant's "Your data" page: download a copy of the interview, or erase it. */
export const yourDataUrl = (publicUrl: string, applicationGuid: string) =>
  `${publicUrl}/v1/interview/your-data/${applicationGuid}`;

/** The recruiter's screen of one interview (the review screen), e.g. for a request for more time. */
export const recruiterInterviewUrl = (publicUrl: string, interviewId: string) =>
  `${publicUrl}/v1/recruiter/interviews/${interviewId}`;
