import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../shared/ui/spinner';
import {
  activateTab,
  focusTarget,
  initialTabsState,
  readRememberedTabs,
  rememberTabs,
  TAB_IDS,
  toTabId,
  type TabId,
} from './home-tabs';
import { HomeTab } from './home-tab-slot';
import { HOME_TEXTS } from './texts';
import './recruiter-home-page.css';

// Each tab's code loads on its first activation only (spec: the Questionnaires tab is lazy). Pointing at or
// focusing the tab may fetch the code early; the data still waits for the click.
// One shared import: the early fetch and the activation wait for the same module. A failure is forgotten so
// the next attempt fetches again.
let questionnairesTabModule: Promise<{ QuestionnairesTab: ComponentType }> | undefined;
const importQuestionnairesTab = () =>
  (questionnairesTabModule ??= import('./questionnaires-tab-slot').catch((error: unknown) => {
    questionnairesTabModule = undefined;
    throw error;
  }));
const QuestionnairesTab = lazy(async () => {
  const { QuestionnairesTab } = await importQuestionnairesTab();
  return { default: QuestionnairesTab };
});
function preloadQuestionnairesTab() {
  importQuestionnairesTab().catch(() => {
    // Only a head start: a failure shows up on activation, through React.lazy and the route's error page.
  });
}
const InterviewGrid = lazy(async () => {
  const { InterviewGrid } = await import('./interviews-tab-slot');
  return { default: InterviewGrid };
});

/** Read at render, so the tabs follow the recruiter's language. */
const TAB_LABELS: Record<TabId, keyof typeof HOME_TEXTS> = {
  home: 'homeTab',
  questionnaires: 'questionnairesTab',
  interviews: 'interviewsTab',
};

const tabId = (tab: TabId) => `recruiter-tab-${tab}`;
const panelId = (tab: TabId) => `recruiter-panel-${tab}`;

function TabContent({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'home':
      return <HomeTab />;
    case 'questionnaires':
      return <QuestionnairesTab />;
    case 'interviews':
      return <InterviewGrid />;
  }
}

/**
 * Recruiter home: ARIA tabs with manual activation (arrows, Home and End move focus; Enter, Space or a
 * click opens), because opening a tab loads its data. `?tab=` (the navigation bar's links) opens one, and
 * opening one writes it there.
 */
export function RecruiterHomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = toTabId(searchParams.get('tab'));
  const [tabs, setTabs] = useState(() => initialTabsState(requested, readRememberedTabs()));
  const [handledRequest, setHandledRequest] = useState(requested);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // A navigation-bar link followed while already on the home opens its tab.
  if (requested !== handledRequest) {
    setHandledRequest(requested);
    if (requested !== null) setTabs(activateTab(tabs, requested));
  }

  useEffect(() => rememberTabs(tabs), [tabs]);

  const open = (tab: TabId) => {
    setTabs((state) => activateTab(state, tab));
    if (requested === tab) return;
    // The address names the open tab: the navigation bar marks it, and a reload or a shared link keeps it.
    setHandledRequest(tab);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    const target = focusTarget(event.key, Math.max(0, current), TAB_IDS.length);
    if (target === null) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="recruiter-home">
      <div
        className="recruiter-home__tabs"
        role="tablist"
        aria-label={HOME_TEXTS.tabListLabel}
        onKeyDown={onKeyDown}
      >
        {TAB_IDS.map((tab, index) => {
          const isSelected = tabs.selected === tab;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={isSelected ? 0 : -1}
              className="recruiter-home__tab"
              onClick={() => open(tab)}
              onPointerEnter={tab === 'questionnaires' ? preloadQuestionnairesTab : undefined}
              onFocus={tab === 'questionnaires' ? preloadQuestionnairesTab : undefined}
            >
              {HOME_TEXTS[TAB_LABELS[tab]]}
            </button>
          );
        })}
      </div>
      {TAB_IDS.map((tab) => {
        const isLoaded = tabs.loaded.includes(tab);
        return (
          <div
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            hidden={tabs.selected !== tab}
            className="recruiter-home__panel"
          >
            {/* Opened panels stay mounted so a tab keeps its page and selection when the user comes back. */}
            {isLoaded ? (
              <Suspense fallback={<Spinner label={HOME_TEXTS.loadingTab} />}>
                <TabContent tab={tab} />
              </Suspense>
            ) : (
              tab === 'questionnaires' && (
                <div className="recruiter-home__placeholder">
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => open(tab)}
                    onPointerEnter={preloadQuestionnairesTab}
                    onFocus={preloadQuestionnairesTab}
                  >
                    {HOME_TEXTS.loadQuestionnaires}
                  </button>
                  <p>{HOME_TEXTS.questionnairesPlaceholder}</p>
                </div>
              )
            )}
          </div>
        );
      })}
    </div>
  );
}
