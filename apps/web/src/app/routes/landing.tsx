import { Link } from 'react-router';
import { PageLayout } from '../../shared/ui/page-layout';

export function LandingPage() {
  return (
    <PageLayout>
      <h2>Recorded one-way job interviews</h2>
      <p>
        Applicants receive a personal interview link from the recruiter. Open that link to check your camera
        and microphone and record your answers.
      </p>
      <p>
        <Link to="/recruiter">Recruiter area</Link>
      </p>
    </PageLayout>
  );
}
