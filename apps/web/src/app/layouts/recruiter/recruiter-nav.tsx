import type { MeResponse } from '@vi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { meQueryOptions } from '../../../shared/api/recruiter/users';
import { LAYOUT_TEXTS } from './texts';

type NavItem = { label: string; to: string; tab: string | null };

/** Screens of their own (not home tabs): current when their path is open. */
const PAGE_ITEMS: readonly { label: string; to: string }[] = [
  { label: LAYOUT_TEXTS.bulkInvite, to: '/recruiter/bulk-invite' },
  { label: LAYOUT_TEXTS.funnel, to: '/recruiter/funnel' },
  { label: LAYOUT_TEXTS.integrations, to: '/recruiter/integrations' },
  { label: LAYOUT_TEXTS.settings, to: '/recruiter/settings' },
];

/** Only for the company's admins (GET /auth/me says who is one). */
const ADMIN_ITEMS: readonly { label: string; to: string }[] = [
  { label: LAYOUT_TEXTS.auditLog, to: '/recruiter/audit' },
];

/** The home's tabs can be opened from the bar (`?tab=`); "Home" is the home without a tab request. */
const NAV_ITEMS: readonly NavItem[] = [
  { label: LAYOUT_TEXTS.home, to: '/recruiter', tab: null },
  { label: LAYOUT_TEXTS.questionnaires, to: '/recruiter?tab=questionnaires', tab: 'questionnaires' },
  { label: LAYOUT_TEXTS.interviews, to: '/recruiter?tab=interviews', tab: 'interviews' },
];

function displayName(me: MeResponse): string {
  const info = me.user?.contactInfo;
  const name = info === undefined ? '' : `${info.firstName} ${info.lastName}`.trim();
  return name === '' ? `User ${me.userId}` : name;
}

/** Our own navigation bar, used when no UI theme platform is configured (or it failed to load). */
export function RecruiterNav() {
  const { pathname, search } = useLocation();
  const me = useQuery(meQueryOptions());
  const isHome = pathname === '/recruiter' || pathname === '/recruiter/';
  const tab = new URLSearchParams(search).get('tab');

  return (
    <div className="recruiter-nav">
      <nav aria-label={LAYOUT_TEXTS.navLabel}>
        <ul className="recruiter-nav__links">
          {NAV_ITEMS.map((item) => {
            const isCurrent = isHome && item.tab === tab;
            return (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className="recruiter-nav__link"
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          {[...PAGE_ITEMS, ...(me.data?.isAdmin === true ? ADMIN_ITEMS : [])].map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="recruiter-nav__link"
                aria-current={pathname === item.to ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {me.data !== undefined && (
        <p className="recruiter-nav__user">
          {LAYOUT_TEXTS.signedInAs} <strong>{displayName(me.data)}</strong>
          {me.data.companyName !== null && (
            <span className="recruiter-nav__company"> ({me.data.companyName})</span>
          )}
        </p>
      )}
    </div>
  );
}
