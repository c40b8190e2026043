import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { YourDataLocationState } from '../../features/your-data/your-data-page';

// The section loads on its own, after the page it sits in: it is not part of any first screen.
const YourDataSection = lazy(async () => {
  const { YourDataSection } = await import('../../features/your-data/your-data-section');
  return { default: YourDataSection };
});

export const yourDataPath = (applicantGuid: string) =>
  `/interview/your-data/${encodeURIComponent(applicantGuid)}`;

/**
 * The applicant's "Your data" section inside the onboarding and success pages (composed here: features do
 * not import each other). Once erased, the applicant lands on the "Your data" page's erased state, which
 * later visits of any of their links show too.
 */
function YourDataSlot({ applicantGuid }: { applicantGuid: string }) {
  const navigate = useNavigate();
  const erased: YourDataLocationState = { erased: true };
  return (
    <Suspense fallback={null}>
      <YourDataSection
        applicantGuid={applicantGuid}
        onErased={() => void navigate(yourDataPath(applicantGuid), { replace: true, state: erased })}
      />
    </Suspense>
  );
}

export const renderYourData = (applicantGuid: string) => <YourDataSlot applicantGuid={applicantGuid} />;
