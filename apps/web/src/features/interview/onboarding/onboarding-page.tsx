import { useParams } from 'react-router';

// SKELETON (being built for issue 5): replaced by the onboarding screen.
export function OnboardingPage() {
  const { applicantGuid } = useParams();
  return (
    <section aria-labelledby="onboarding-heading">
      <h2 id="onboarding-heading">Interview onboarding</h2>
      <p>
        Application reference: <code>{applicantGuid}</code>
      </p>
    </section>
  );
}
