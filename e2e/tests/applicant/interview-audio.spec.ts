import { expect, test } from '@playwright/test';
import {
  fetchInterviewView,
  startFromOnboarding,
  recordTake,
  submitAnswer,
  uploadArea,
} from '../support/interview-flow.js';
import { scaled } from '../support/time-scale.js';

test.describe('audio interview', () => {
  test('[APPLICANT]: answers every question of an audio interview and reaches the success screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    // Each question's clip is fetched as the question appears (spec §4: it plays by itself).
    const clips: string[] = [];
    page.on('request', (req) => {
      // The clip itself, not its captions (`.vtt` beside it, loaded with the clip).
      const url = req.url();
      if (url.includes('/api/v1/media/audio/stream/') && !url.endsWith('.vtt')) clips.push(url);
    });
    const prepared = await startFromOnboarding(page, request, 'Audio');
    expect(prepared.questionCount).toBeGreaterThan(0);

    for (let i = 0; i < prepared.questionCount; i += 1) {
      await expect(
        page.getByRole('heading', { name: `Question ${i + 1} of ${prepared.questionCount}` }),
        // The previous submit waits for the server's ffmpeg pass.
      ).toBeVisible({ timeout: scaled(30_000) });
      await expect(page.getByText(`“${prepared.questionTexts[i]}”`)).toBeVisible();
      await expect(page.getByText('Maximum Answer Length: 2 Minutes')).toBeVisible();
      await expect(page.getByText('Click "Start Recording" to begin')).toBeVisible();
      await expect(page.getByText('3 tries left')).toBeVisible();
      await expect.poll(() => new Set(clips).size).toBe(i + 1);

      await recordTake(page, 3);
      await expect(page.getByText('2 tries left')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Play recording' })).toBeVisible();
      await expect(uploadArea(page).getByRole('status')).toHaveText('All recorded data saved');
      await submitAnswer(page);
    }

    await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
    await expect(page.getByRole('heading', { name: 'Interview Successfully Completed' })).toBeVisible();

    const view = await fetchInterviewView(request, prepared.interviewId);
    expect(view.status).toBe('Completed');
    expect(view.responses).toHaveLength(prepared.questionCount);
    for (const response of view.responses) {
      expect(response.audioUrl).not.toBeNull();
      expect(response.duration ?? 0).toBeGreaterThanOrEqual(2);
    }
    // PocketSphinx runs on the server after the answer is stored; the speaking fake microphone says words.
    await expect
      .poll(
        async () =>
          (await fetchInterviewView(request, prepared.interviewId)).responses.every(
            (response) =>
              response.transcription.status === 'done' && (response.transcription.text ?? '') !== '',
          ),
        { timeout: scaled(60_000), intervals: [1000] },
      )
      .toBe(true);

    // The same link now says the interview is done, and offers nothing to record.
    await page.goto(new URL(prepared.interviewUrl).pathname);
    await expect(page).toHaveURL(/\/v1\/interview\/already-completed$/);
    await expect(page.getByRole('heading', { name: 'Interview Already Completed' })).toBeVisible();
  });
});
