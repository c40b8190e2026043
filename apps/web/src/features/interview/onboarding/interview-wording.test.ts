import { describe, expect, it } from 'vitest';
import { describeDuration, expectationSummary, formatClock, welcomeWording } from './interview-wording';
import { ONBOARDING_TEXTS as T } from './texts';

const SPEC_LIMITS = { answerTimeSeconds: 120, thinkTimeSeconds: 0, triesPerQuestion: 3 };

describe('interview wording', () => {
  it('is the spec text word for word for a video interview at the spec limits', () => {
    expect(welcomeWording('video', 'video', SPEC_LIMITS)).toEqual({
      heading: T.heading,
      tips: T.tips,
      howItWorks: T.howItWorks,
    });
  });

  it('has no camera and nothing to be presentable for in an audio interview', () => {
    const wording = welcomeWording('audio', 'audio', SPEC_LIMITS);
    expect(wording.heading).toBe('Welcome to your audio interview');
    expect(wording.tips).toEqual([
      'Keep each answer under 2 minutes.',
      'Test your microphone below before you begin.',
      'Find a quiet environment without background noise.',
    ]);
    expect(wording.howItWorks).toEqual(T.howItWorks);
  });

  it('keeps the video heading but drops the camera tips when a video interview is answered with audio', () => {
    const wording = welcomeWording('video', 'audio', SPEC_LIMITS);
    expect(wording.heading).toBe('Welcome to your video interview');
    expect(wording.tips.join(' ')).not.toMatch(/camera|presentable/i);
  });

  it('states other limits as they are', () => {
    const wording = welcomeWording('video', 'video', { answerTimeSeconds: 90, triesPerQuestion: 1 });
    expect(wording.tips[0]).toBe('Keep each answer under 1 minute 30 seconds.');
    expect(wording.howItWorks[0]).toBe('You have 1 try per question.');
  });

  it('says recording starts by itself when the questionnaire gives think time', () => {
    const wording = welcomeWording('video', 'video', { ...SPEC_LIMITS, thinkTimeSeconds: 20 });
    expect(wording.howItWorks[1]).toBe(
      'Recording starts automatically after 20 seconds to think (or when you press Start now).',
    );
    expect(wording.howItWorks.join(' ')).not.toContain('only when you press Record');
  });

  it.each([
    [30, '30 seconds'],
    [60, '1 minute'],
    [61, '1 minute 1 second'],
    [120, '2 minutes'],
    [600, '10 minutes'],
  ])('describes %i s as "%s"', (seconds, text) => {
    expect(describeDuration(seconds)).toBe(text);
  });

  it.each([
    [120, '2:00'],
    [90, '1:30'],
    [45, '0:45'],
    [605, '10:05'],
  ])('shows %i s on the clock as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it('sums up what to expect in one line', () => {
    expect(expectationSummary(3, SPEC_LIMITS)).toBe(
      '3 questions · about 8 minutes · up to 2:00 per answer · 3 tries per question',
    );
  });

  it('adds the think time, and words one question and one try', () => {
    expect(expectationSummary(1, { answerTimeSeconds: 60, thinkTimeSeconds: 20, triesPerQuestion: 1 })).toBe(
      '1 question · about 2 minutes · 20 seconds to think, then up to 1:00 per answer · 1 try per question',
    );
  });
});
