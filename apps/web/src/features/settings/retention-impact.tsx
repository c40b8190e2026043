import { useQuery } from '@tanstack/react-query';
import { retentionImpactQueryOptions } from '../../shared/api/recruiter/privacy';
import { PRIVACY_SETTINGS_TEXTS as T } from './privacy-texts';

type RetentionImpactMessageProps = {
  companyId: number;
  days: number;
  /** The cut-off day as the screen writes dates. */
  before: string;
};

/**
 * The confirmation's body for a shorter rule: what it deletes for good and when, with the numbers the
 * server counts before anything is saved (GET /company/{id}/retention/impact).
 */
export function RetentionImpactMessage({ companyId, days, before }: RetentionImpactMessageProps) {
  const query = useQuery(retentionImpactQueryOptions(companyId, days));
  return (
    <>
      <p>{T.confirmMessage(days, before)}</p>
      <p className="retention-impact" role="status">
        {query.isPending && T.impactLoading}
        {query.isError && T.impactFailed}
        {query.data !== undefined && (
          <>
            <strong>{T.impactAtOnce(query.data.atOnce)}</strong>{' '}
            {T.impactLater(query.data.later, query.data.windowDays)}
          </>
        )}
      </p>
    </>
  );
}
