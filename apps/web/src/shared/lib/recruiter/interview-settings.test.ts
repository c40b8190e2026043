import { resolveInterviewSettings } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatSeconds,
  isSameSettingsDraft,
  settingsDraftFrom,
  settingsSummary,
  toSettingsInput,
  validateSettingsDraft,
} from './interview-settings';

const defaults = settingsDraftFrom();

describe('settings drafts', () => {
  it('start from the contract defaults: no think time, 2 minutes, 3 tries, practice on', () => {
    expect(defaults).toEqual({
      thinkTimeSeconds: '0',
      answerTimeSeconds: '120',
      triesPerQuestion: '3',
      practiceQuestion: true,
      showRequirements: false,
      endAfterKnockout: false,
      deadlineDays: '',
      hasStoredDeadlineDays: false,
    });
    expect(validateSettingsDraft(defaults)).toEqual({});
    // The screening switches are sent only when on: omitted reads as off.
    const { showRequirements, endAfterKnockout, ...specFields } = resolveInterviewSettings();
    expect([showRequirements, endAfterKnockout]).toEqual([false, false]);
    expect(toSettingsInput(defaults)).toEqual(specFields);
  });

  it('report each field in the contract words, an empty number included', () => {
    expect(
      validateSettingsDraft({
        ...defaults,
        thinkTimeSeconds: '301',
        answerTimeSeconds: '29',
        triesPerQuestion: '',
      }),
    ).toEqual({
      thinkTimeSeconds: 'Think time must be at most 300',
      answerTimeSeconds: 'Answer time must be at least 30',
      triesPerQuestion: 'Tries per question must be a whole number from 1 to 10',
    });
    expect(validateSettingsDraft({ ...defaults, triesPerQuestion: '2.5' })).toEqual({
      triesPerQuestion: 'Tries per question must be a whole number from 1 to 10',
    });
    expect(validateSettingsDraft({ ...defaults, triesPerQuestion: '11' })).toEqual({
      triesPerQuestion: 'Tries per question must be at most 10',
    });
  });

  it('become the body settings as numbers, and refuse to when invalid', () => {
    expect(
      toSettingsInput({
        thinkTimeSeconds: '30',
        answerTimeSeconds: ' 300 ',
        triesPerQuestion: '5',
        practiceQuestion: false,
        showRequirements: true,
        endAfterKnockout: false,
        deadlineDays: '',
        hasStoredDeadlineDays: false,
      }),
    ).toEqual({
      thinkTimeSeconds: 30,
      answerTimeSeconds: 300,
      triesPerQuestion: 5,
      practiceQuestion: false,
      showRequirements: true,
    });
    expect(() => toSettingsInput({ ...defaults, answerTimeSeconds: '5' })).toThrow();
  });

  it('send the default deadline only when set, and null only to remove a stored one', () => {
    expect(toSettingsInput({ ...defaults, deadlineDays: ' 14 ' })).toMatchObject({ deadlineDays: 14 });
    expect('deadlineDays' in toSettingsInput(defaults)).toBe(false);
    const stored = settingsDraftFrom({ ...resolveInterviewSettings(), deadlineDays: 10 });
    expect(stored.deadlineDays).toBe('10');
    expect(toSettingsInput({ ...stored, deadlineDays: '' })).toMatchObject({ deadlineDays: null });
    expect(validateSettingsDraft({ ...defaults, deadlineDays: '91' })).toEqual({
      deadlineDays: 'Default deadline must be a whole number of days from 1 to 90',
    });
    expect(validateSettingsDraft({ ...defaults, deadlineDays: '1.5' })).toEqual({
      deadlineDays: 'Default deadline must be a whole number of days from 1 to 90',
    });
  });

  it('compare by value, ignoring surrounding spaces', () => {
    expect(isSameSettingsDraft(defaults, { ...defaults, answerTimeSeconds: ' 120' })).toBe(true);
    expect(isSameSettingsDraft(defaults, { ...defaults, practiceQuestion: false })).toBe(false);
  });
});

describe('settings texts', () => {
  it('format seconds as s, min or both', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(120)).toBe('2 min');
    expect(formatSeconds(150)).toBe('2 min 30 s');
  });

  it('summarise only what differs from the defaults', () => {
    expect(settingsSummary(resolveInterviewSettings())).toEqual([]);
    expect(
      settingsSummary({
        thinkTimeSeconds: 30,
        answerTimeSeconds: 300,
        triesPerQuestion: 1,
        practiceQuestion: false,
        showRequirements: true,
        endAfterKnockout: true,
      }),
    ).toEqual([
      '5 min answers',
      '1 try',
      'think 30 s',
      'no practice question',
      'requirements shown',
      'ends after a knockout',
    ]);
    expect(settingsSummary(resolveInterviewSettings({ triesPerQuestion: 5 }))).toEqual(['5 tries']);
  });
});
