import { countdownFromSeconds } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { applyApplicantLanguage } from '../../../shared/i18n/applicant-i18n';
import { answerProgress, countInLeft, formatClock, maxLengthNote } from './answer-time';
import { confirmRerecordMessage, thinkCountdown, timeUpMessage, triesLabel } from './texts';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [30, '0:30'],
    [61, '1:01'],
    [120, '2:00'],
    [-3, '0:00'],
    [59.9, '0:59'],
  ])('formats %d s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('answerProgress', () => {
  it('shows elapsed and allowed time from the first second', () => {
    expect(answerProgress(0, 120)).toEqual({
      elapsedSeconds: 0,
      limitSeconds: 120,
      percent: 0,
      visible: '0:00 / 2:00',
      valueText: '0:00 recorded, 2:00 left',
    });
    expect(answerProgress(30, 120)).toMatchObject({ percent: 25, visible: '0:30 / 2:00' });
  });

  it('never passes the limit', () => {
    expect(answerProgress(130, 120)).toMatchObject({ elapsedSeconds: 120, percent: 100 });
  });

  it("uses the applicant's own answer time", () => {
    expect(answerProgress(45, 180)).toMatchObject({ percent: 25, visible: '0:45 / 3:00' });
  });
});

describe('the m:ss countdown threshold (contracts)', () => {
  it("is 75 % of the answer time: 90 s of the spec's 120", () => {
    expect(countdownFromSeconds(120)).toBe(90);
    expect(countdownFromSeconds(60)).toBe(45);
    expect(countdownFromSeconds(180)).toBe(135);
  });
});

describe('maxLengthNote', () => {
  it("keeps the spec's words for 2 minutes", () => {
    expect(maxLengthNote(120)).toBe('Maximum Answer Length: 2 Minutes');
  });

  it.each([
    [60, 'Maximum Answer Length: 1 Minute'],
    [90, 'Maximum Answer Length: 1 Minute 30 Seconds'],
    [45, 'Maximum Answer Length: 45 Seconds'],
    [181, 'Maximum Answer Length: 3 Minutes 1 Second'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(maxLengthNote(seconds)).toBe(text);
  });

  it('is said in the interview’s language, with its plural forms, and so is the progress bar', async () => {
    await applyApplicantLanguage('es');
    try {
      expect(maxLengthNote(90)).toBe('Duración máxima de la respuesta: 1 minuto 30 segundos');
      expect(maxLengthNote(121)).toBe('Duración máxima de la respuesta: 2 minutos 1 segundo');
      expect(answerProgress(5, 120).valueText).toBe('0:05 grabado, quedan 1:55');
      await applyApplicantLanguage('de');
      expect(maxLengthNote(60)).toBe('Maximale Antwortlänge: 1 Minute');
      expect(maxLengthNote(150)).toBe('Maximale Antwortlänge: 2 Minuten 30 Sekunden');
    } finally {
      await applyApplicantLanguage('en');
    }
  });
});

describe('countInLeft', () => {
  it('counts 3, 2, 1 and then 0', () => {
    expect(countInLeft(1000, 1000)).toBe(3);
    expect(countInLeft(1000, 1999)).toBe(3);
    expect(countInLeft(1000, 2000)).toBe(2);
    expect(countInLeft(1000, 3500)).toBe(1);
    expect(countInLeft(1000, 4000)).toBe(0);
    expect(countInLeft(1000, 9000)).toBe(0);
  });
});

describe('texts with numbers', () => {
  it('says "1 try left" and "N tries left" (plural rules)', () => {
    expect(triesLabel(3)).toBe('3 tries left');
    expect(triesLabel(2)).toBe('2 tries left');
    expect(triesLabel(1)).toBe('1 try left');
    expect(triesLabel(0)).toBe('0 tries left');
  });

  it('asks before a Rerecord discards the take', () => {
    expect(confirmRerecordMessage(2)).toBe('Discard this take and record again? You have 2 tries left.');
    expect(confirmRerecordMessage(1)).toBe('Discard this take and record again? You have 1 try left.');
  });

  it('says when the limit stopped a take, and when think time ends', () => {
    expect(timeUpMessage('2:00')).toBe("Time's up: your answer was stopped at 2:00");
    expect(thinkCountdown('0:25')).toBe('Recording starts in 0:25');
  });
});
