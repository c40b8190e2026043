import { useParams } from 'react-router';

export function OnboardingPlaceholder() {
  const { applicantGuid } = useParams();

  return (
    <section aria-labelledby="onboarding-heading">
      <h2 id="onboarding-heading">Interview onboarding</h2>
      <p>The interview screen is not available in this build yet.</p>
      {applicantGuid !== undefined && (
        <p>
          Application reference: <code>{applicantGuid}</code>
        </p>
      )}
    </section>
  );
}
