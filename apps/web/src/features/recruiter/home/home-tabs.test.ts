import { describe, expect, it } from 'vitest';
import { activateTab, focusTarget, initialTabsState, toTabId } from './home-tabs';

describe('home tabs state', () => {
  it('starts on Questionnaires with nothing loaded, or opens the requested tab', () => {
    expect(initialTabsState(null)).toEqual({ selected: 'questionnaires', loaded: [] });
    expect(initialTabsState('interviews')).toEqual({ selected: 'interviews', loaded: ['interviews'] });
  });

  it('remembers a tab as loaded after its first activation', () => {
    const opened = activateTab(initialTabsState(null), 'questionnaires');
    const switched = activateTab(opened, 'interviews');
    const back = activateTab(switched, 'questionnaires');

    expect(opened.loaded).toEqual(['questionnaires']);
    expect(back).toEqual({ selected: 'questionnaires', loaded: ['questionnaires', 'interviews'] });
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
