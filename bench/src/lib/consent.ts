/**
 * The applicant's consent, as onboarding records it on Start: the recording channel refuses every
 * recording of an application without it (CONSENT_REQUIRED), so a bench applicant gives it first.
 */
export async function recordConsent(base: string, guid: string, transcriptionConsent = false): Promise<void> {
  const res = await fetch(`${base}/api/v1/interview/${guid}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ termsAccepted: true, privacyAccepted: true, transcriptionConsent }),
  });
  if (!res.ok) throw new Error(`consent failed: ${res.status} ${await res.text()}`);
}
