import { Outlet } from 'react-router';
import { AccessGuard } from '../../../app/guards/access-guard';
import { PageLayout } from '../../../app/layouts/page-layout';

// SKELETON (being built for issue 6): the recruiter layout (navigation bar, footer, forced title).
export function RecruiterLayout() {
  return (
    <AccessGuard>
      <PageLayout>
        <Outlet />
      </PageLayout>
    </AccessGuard>
  );
}
