import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { ApiKeysSection } from './api-keys-section';
import { INTEGRATIONS_TEXTS } from './texts';
import { WebhooksSection } from './webhooks-section';
import '../../shared/ui/buttons.css';
import './integrations.css';

/** Webhooks and API keys: what an applicant-tracking system needs to follow and drive interviews. */
export function IntegrationsPage() {
  const { companyId } = useRecruiterIdentity();
  return (
    <div className="integrations">
      <h1>{INTEGRATIONS_TEXTS.title}</h1>
      <p>{INTEGRATIONS_TEXTS.intro}</p>
      <WebhooksSection companyId={companyId} />
      <ApiKeysSection companyId={companyId} />
    </div>
  );
}
