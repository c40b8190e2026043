import { StatusPage } from '../../shared/ui/status-page';
import { HomeLink } from './home-link';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page Not Found"
      message="The page you are looking for does not exist."
      hint="If you came here from an interview invitation, open the link from your invitation again: it must be complete, with nothing missing at the end."
      actions={<HomeLink />}
    />
  );
}
