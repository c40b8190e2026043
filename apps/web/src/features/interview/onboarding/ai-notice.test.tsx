import type { AiNotice } from '@vi/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPublicConfig } from '../../../test/public-config-fixture';
import { ConsentSection } from './consent-section';

const notice = (overrides: Partial<AiNotice> = {}): AiNotice => ({
  version: '2026-12-01',
  transcriptionEnabled: true,
  engine: { kind: 'local', name: 'pocketsphinx', host: null },
  ...overrides,
});

function renderConsent(aiNotice: AiNotice | undefined) {
  render(
    <MemoryRouter>
      <ConsentSection
        config={createPublicConfig()}
        aiNotice={aiNotice}
        termsAccepted={false}
        onTermsChange={() => undefined}
        canStart={false}
        isStarting={false}
        startHint=""
        onStart={() => undefined}
      />
    </MemoryRouter>,
  );
}

const region = () => screen.getByRole('region', { name: 'How AI is used in this interview' });

describe('the AI notice before consent', () => {
  it('says speech to text only, no scoring or face/voice/emotion analysis, run on this server', () => {
    renderConsent(notice());
    const items = within(region())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^Speech to text only/);
    expect(items[1]).toContain('on this server (pocketsphinx)');
    expect(items[2]).toMatch(/does not score or rank you.*face, your voice or your emotions/);
    expect(region().textContent).toContain('AI notice, version 2026-12-01');
    expect(
      screen.getByRole('checkbox', { name: /and I consent to my answers being transcribed by AI/ }),
    ).toBeTruthy();
  });

  it('names an external service by its host', () => {
    renderConsent(notice({ engine: { kind: 'external', name: null, host: 'stt.example.test:8443' } }));
    expect(region().textContent).toContain('by stt.example.test:8443');
    expect(region().textContent).not.toContain('on this server');
  });

  it('with transcription off, says so and the agreement does not ask for it', () => {
    renderConsent(notice({ transcriptionEnabled: false }));
    expect(region().textContent).toContain('Your answers are not transcribed');
    expect(within(region()).queryByRole('listitem')).toBeNull();
    const agreement = screen.getByRole('checkbox');
    expect(agreement.closest('label')?.textContent).toMatch(/Privacy Policy\.$/);
    expect(screen.queryByText(/transcribed by an AI service/)).toBeNull();
  });

  it('from a server without a notice, keeps the spec text alone', () => {
    renderConsent(undefined);
    expect(screen.queryByRole('region', { name: 'How AI is used in this interview' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /transcribed by AI/ })).toBeTruthy();
  });
});
