import type { ActivityEntry } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { transcriptReasonText } from '../../shared/ui/recruiter/transcript-texts';
import { activitySentence } from './activity-sentence';
import { accommodationsSummary, REVIEW_TEXTS } from './texts';

const rated = (overall: number): ActivityEntry => ({
  id: 'a-1',
  type: 'rated',
  actor: 'Dana Reyes',
  actorUserId: 2,
  shareLinkId: null,
  at: '2026-03-05T10:00:00.000Z',
  details: { overall },
});

const positions = new Map<string, number>();

describe('the review screen’s texts in the recruiter’s language', () => {
  afterEach(() => resetRecruiterLanguage());

  it('keeps English as it was', () => {
    expect(REVIEW_TEXTS.stars(1)).toBe('1 star');
    expect(accommodationsSummary({ extraTimePercent: 50, extraTries: 1, audioOnlyAllowed: true })).toEqual([
      '+50 % time',
      '+1 try',
      'audio only allowed',
    ]);
    expect(accommodationsSummary({ extraTimePercent: 0, extraTries: 2, audioOnlyAllowed: false })).toEqual([
      '+2 tries',
    ]);
    expect(transcriptReasonText('no consent')).toBe('No consent.');
    expect(transcriptReasonText('a note written by hand')).toBeUndefined();
  });

  it.each([
    [
      'de',
      'Dana Reyes hat mit 1 Stern bewertet',
      'Dana Reyes hat mit 4 Sternen bewertet',
      '+1 Versuch',
      '+2 Versuche',
    ],
    ['fr', 'Dana Reyes a attribué 1 étoile', 'Dana Reyes a attribué 4 étoiles', '+1 essai', '+2 essais'],
    [
      'es',
      'Dana Reyes valoró con 1 estrella',
      'Dana Reyes valoró con 4 estrellas',
      '+1 intento',
      '+2 intentos',
    ],
    ['pt-BR', 'Dana Reyes deu 1 estrela', 'Dana Reyes deu 4 estrelas', '+1 tentativa', '+2 tentativas'],
  ])(
    '%s counts stars and tries by its plural rules',
    async (language, oneStar, fourStars, oneTry, twoTries) => {
      await applyRecruiterLanguage(language);
      expect(activitySentence(rated(1), positions)).toBe(oneStar);
      expect(activitySentence(rated(4), positions)).toBe(fourStars);
      const tries = (extraTries: number) =>
        accommodationsSummary({ extraTimePercent: 0, extraTries, audioOnlyAllowed: false });
      expect(tries(1)).toEqual([oneTry]);
      expect(tries(2)).toEqual([twoTries]);
    },
  );

  it('says why a transcript is missing in German', async () => {
    await applyRecruiterLanguage('de');
    expect(transcriptReasonText('not in English, and the built-in engines transcribe English only')).toBe(
      'Nicht auf Englisch, und die integrierten Dienste transkribieren nur Englisch.',
    );
    expect(REVIEW_TEXTS.yourReview).toBe('Ihre Bewertung');
  });
});
