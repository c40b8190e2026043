import { PageLayout } from '../../layouts/page-layout';

export function RecruiterHome() {
  return (
    <PageLayout>
      <h2>Recruiter area</h2>
      <p>The recruiter area is not available in this build yet.</p>
    </PageLayout>
  );
}
