import { createSessionStore } from '../../shared/storage/session-store';

/**
 * The inviting company's name, from the job onboarding kept in the session. Unknown after a reload in a
 * browser that blocks storage in a frame, or on a visit without an interview: the caller words around it.
 */
export async function findCompanyName(): Promise<string | undefined> {
  try {
    const job = await createSessionStore().get('job');
    const name = job?.companyName?.trim();
    return name ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The interview's guid from the session, for the "Your data" section; undefined when it is not known. */
export async function findApplicantGuid(): Promise<string | undefined> {
  try {
    return (await createSessionStore().get('applicantGuid')) ?? undefined;
  } catch {
    return undefined;
  }
}
