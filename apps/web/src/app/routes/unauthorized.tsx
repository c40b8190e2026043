import { StatusPage } from '../../shared/ui/status-page';

export function UnauthorizedPage() {
  return <StatusPage code="401" title="Unauthorized" message="Authorization required." />;
}
