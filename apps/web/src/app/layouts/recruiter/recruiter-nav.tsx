import type { MeResponse, Role } from '@vi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../../shared/api/accounts/session';
import { meQueryOptions } from '../../../shared/api/recruiter/users';
import { useRecruiterIdentity } from '../../../shared/identity/recruiter-identity-context';
import { LAYOUT_TEXTS } from './texts';

type LabelKey = Exclude<keyof typeof LAYOUT_TEXTS, 'unnamedUser'>;

/** Labels are keys, read at render: the texts follow the recruiter's language. */
type NavItem = { label: LabelKey; to: string; tab: string | null };

type PageItem = { label: LabelKey; to: string; hiddenFrom: readonly (Role | 'not-admin')[] };

/**
 * Screens of their own (not home tabs): current when their path is open. A role that may not use one does
 * not see it (the server refuses it anyway, docs/accounts.md "Roles"): reviewers neither invite nor count
 * the funnel; settings, integrations, the team, single sign-on and the audit log are for owners and admins.
 */
const PAGE_ITEMS: readonly PageItem[] = [
  { label: 'bulkInvite', to: '/recruiter/bulk-invite', hiddenFrom: ['reviewer'] },
  { label: 'funnel', to: '/recruiter/funnel', hiddenFrom: ['reviewer'] },
  { label: 'integrations', to: '/recruiter/integrations', hiddenFrom: ['not-admin'] },
  { label: 'settings', to: '/recruiter/settings', hiddenFrom: ['not-admin'] },
  { label: 'team', to: '/recruiter/team', hiddenFrom: ['not-admin'] },
  { label: 'sso', to: '/recruiter/sso', hiddenFrom: ['not-admin'] },
  { label: 'auditLog', to: '/recruiter/audit', hiddenFrom: ['not-admin'] },
];

/** The role GET /auth/me names; an older server says only whether the user is an admin. */
function roleOf(me: MeResponse | undefined): Role | undefined {
  if (me?.role !== undefined) return me.role;
  return me?.isAdmin === true ? 'admin' : undefined;
}

function isShown(item: PageItem, role: Role | undefined): boolean {
  const isAdmin = role === 'owner' || role === 'admin';
  if (item.hiddenFrom.includes('not-admin') && !isAdmin) return false;
  return role === undefined || !item.hiddenFrom.includes(role);
}

/** The home's tabs can be opened from the bar (`?tab=`); "Home" is also the home without a tab request. */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'home', to: '/recruiter?tab=home', tab: 'home' },
  { label: 'questionnaires', to: '/recruiter?tab=questionnaires', tab: 'questionnaires' },
  { label: 'interviews', to: '/recruiter?tab=interviews', tab: 'interviews' },
];

const MENU_ID = 'recruiter-nav-menu';
const MENU_TOGGLE_ID = 'recruiter-nav-menu-toggle';

function displayName(me: MeResponse): string {
  const info = me.user?.contactInfo;
  const name = info === undefined ? '' : `${info.firstName} ${info.lastName}`.trim();
  return name === '' ? LAYOUT_TEXTS.unnamedUser(me.userId) : name;
}

/** Our own navigation bar, used when no UI theme platform is configured (or it failed to load). */
export function RecruiterNav() {
  const { pathname, search } = useLocation();
  const me = useQuery(meQueryOptions());
  const { session } = useRecruiterIdentity();
  const navigate = useNavigate();
  const role = roleOf(me.data) ?? session?.role;
  const leave = async () => {
    // Whatever the answer, this browser is done: the sign-in page is where the person goes next.
    await signOut().catch(() => undefined);
    await navigate('/sign-in', { replace: true });
  };
  const isHome = pathname === '/recruiter' || pathname === '/recruiter/';
  const tab = new URLSearchParams(search).get('tab') ?? 'home';
  // On phones the links fold behind one Menu button; following a link folds them again.
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(`${pathname}${search}`);
  if (openedAt !== `${pathname}${search}`) {
    setOpenedAt(`${pathname}${search}`);
    setMenuOpen(false);
  }
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    setMenuOpen(false);
    document.getElementById(MENU_TOGGLE_ID)?.focus();
  };

  return (
    <div
      className={isMenuOpen ? 'recruiter-nav recruiter-nav--open' : 'recruiter-nav'}
      onKeyDown={onMenuKeyDown}
    >
      <button
        id={MENU_TOGGLE_ID}
        type="button"
        className="btn btn-outline-secondary recruiter-nav__menu-toggle"
        aria-expanded={isMenuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {LAYOUT_TEXTS.menu}
      </button>
      <div id={MENU_ID} className="recruiter-nav__menu">
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
                    {LAYOUT_TEXTS[item.label]}
                  </Link>
                </li>
              );
            })}
            {PAGE_ITEMS.filter((item) => isShown(item, role)).map((item) => (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className="recruiter-nav__link"
                  aria-current={pathname === item.to ? 'page' : undefined}
                >
                  {LAYOUT_TEXTS[item.label]}
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
        {session !== undefined && (
          <nav aria-label={LAYOUT_TEXTS.accountLabel} className="recruiter-nav__account">
            <Link
              to="/recruiter/account"
              className="recruiter-nav__link"
              aria-current={pathname === '/recruiter/account' ? 'page' : undefined}
            >
              {LAYOUT_TEXTS.account}
            </Link>
            <button type="button" className="btn btn-link recruiter-nav__link" onClick={() => void leave()}>
              {LAYOUT_TEXTS.signOut}
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}
