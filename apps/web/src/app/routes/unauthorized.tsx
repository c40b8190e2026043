import { StatusPage } from '../../shared/ui/status-page';
import { HomeLink } from './home-link';

export function UnauthorizedPage() {
  return (
    <StatusPage
      code="401"
      title="Unauthorized"
      message="Authorization required."
      hint="Open this area again from your company's recruiting platform, or sign in there again if your session has ended."
      actions={<HomeLink />}
    />
  );
}
