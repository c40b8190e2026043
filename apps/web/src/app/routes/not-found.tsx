import { StatusPage } from '../../shared/ui/status-page';

export function NotFoundPage() {
  return (
    <StatusPage code="404" title="Page Not Found" message="The page you are looking for does not exist." />
  );
}
