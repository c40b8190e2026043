import { TOKEN_URL_PARAM } from '@vi/contracts';

export const recruiterSignInUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/v1/recruiter?${TOKEN_URL_PARAM}=${encodeURIComponent(token)}`;

export const interviewUrl = (publicUrl: string, applicationGuid: string) =>
  `${publicUrl}/v1/interview/onboarding/${applicationGuid}`;
