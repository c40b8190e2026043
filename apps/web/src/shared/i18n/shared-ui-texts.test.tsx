import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '../ui/form-field';
import { MessageDialog } from '../ui/message-dialog';
import { SharedUiTextsProvider } from '../ui/shared-ui-texts';
import { applyApplicantLanguage } from './applicant-i18n';
import { APPLICANT_SHARED_UI_TEXTS } from './applicant-ui-texts';
import { resetRecruiterLanguage } from './recruiter-i18n';
import { RecruiterLanguageGate } from './recruiter-language-gate';

const dialog = () => <MessageDialog id="d" show title="T" message="M" onClose={vi.fn()} />;

describe("the shared components' own words", () => {
  afterEach(async () => {
    await resetRecruiterLanguage();
    await applyApplicantLanguage('en');
  });

  it("are the spec's English outside any area", async () => {
    render(dialog());
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });

  it("follow the recruiter's language on the recruiter's screens", async () => {
    render(
      <RecruiterLanguageGate saved="de">
        {dialog()}
        <FormField label="Name" required>
          {({ id }) => <input id={id} />}
        </FormField>
      </RecruiterLanguageGate>,
    );
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dialog schließen' })).toBeTruthy();
    expect(document.querySelector('.form-field__asterisk')?.getAttribute('title')).toBe(
      'Dieses Feld ist erforderlich',
    );
  });

  it("follow the interview's language on the applicant's screens", async () => {
    await applyApplicantLanguage('es');
    render(<SharedUiTextsProvider value={APPLICANT_SHARED_UI_TEXTS}>{dialog()}</SharedUiTextsProvider>);
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar el diálogo' })).toBeTruthy();
  });
});
