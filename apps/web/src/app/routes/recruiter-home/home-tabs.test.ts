import { describe, expect, it } from 'vitest';
import {
  activateTab,
  focusTarget,
  initialTabsState,
  readRememberedTabs,
  rememberTabs,
  TABS_STORAGE_KEY,
  toTabId,
} from './home-tabs';

describe('home tabs state', () => {
  it('starts on Home with only the work waiting loaded, or opens the requested tab', () => {
    expect(initialTabsState(null)).toEqual({ selected: 'home', loaded: ['home'] });
    expect(initialTabsState('interviews')).toEqual({
      selected: 'interviews',
      loaded: ['home', 'interviews'],
    });
  });

  it('starts from what this browser tab already opened', () => {
    const remembered = { selected: 'questionnaires' as const, loaded: ['questionnaires' as const] };
    expect(initialTabsState(null, remembered)).toBe(remembered);
    expect(initialTabsState('interviews', remembered)).toEqual({
      selected: 'interviews',
      loaded: ['questionnaires', 'interviews'],
    });
  });

  it('stores the state and reads back only what it understands', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    rememberTabs({ selected: 'interviews', loaded: ['questionnaires', 'interviews'] }, storage);
    expect(readRememberedTabs(storage)).toEqual({
      selected: 'interviews',
      loaded: ['questionnaires', 'interviews'],
    });

    store.set(TABS_STORAGE_KEY, JSON.stringify({ selected: 'interviews', loaded: ['jobs', 'interviews'] }));
    expect(readRememberedTabs(storage)).toEqual({ selected: 'interviews', loaded: ['interviews'] });
    store.set(TABS_STORAGE_KEY, JSON.stringify({ selected: 'jobs', loaded: [] }));
    expect(readRememberedTabs(storage)).toBeNull();
    store.set(TABS_STORAGE_KEY, '{not json');
    expect(readRememberedTabs(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readRememberedTabs(broken)).toBeNull();
    expect(() => rememberTabs({ selected: 'questionnaires', loaded: [] }, broken)).not.toThrow();
  });

  it('remembers a tab as loaded after its first activation', () => {
    const opened = activateTab(initialTabsState(null), 'questionnaires');
    const switched = activateTab(opened, 'interviews');
    const back = activateTab(switched, 'questionnaires');

    expect(opened.loaded).toEqual(['home', 'questionnaires']);
    expect(back).toEqual({ selected: 'questionnaires', loaded: ['home', 'questionnaires', 'interviews'] });
    expect(activateTab(back, 'questionnaires')).toBe(back);
  });

  it('reads only known tab ids', () => {
    expect(toTabId('interviews')).toBe('interviews');
    expect(toTabId('jobs')).toBeNull();
    expect(toTabId(null)).toBeNull();
  });

  it('moves focus with wrapping arrows, Home and End', () => {
    expect(focusTarget('ArrowRight', 0, 2)).toBe(1);
    expect(focusTarget('ArrowRight', 1, 2)).toBe(0);
    expect(focusTarget('ArrowLeft', 0, 2)).toBe(1);
    expect(focusTarget('Home', 1, 3)).toBe(0);
    expect(focusTarget('End', 0, 3)).toBe(2);
    expect(focusTarget('Enter', 0, 2)).toBeNull();
  });
});
