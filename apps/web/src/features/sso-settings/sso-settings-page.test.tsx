import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SsoConfig } from '@vi/contracts';
import { apiError, mockApi, RECRUITER, renderWithProviders } from '../../testing';
import { SsoSettingsPage } from './sso-settings-page';

const URL_OF = `/company/${RECRUITER.companyId}/sso`;
const saved: SsoConfig = {
  enabled: true,
  issuer: 'https://login.microsoftonline.com/3f2c/v2.0',
  clientId: 'vi-app',
  allowedDomains: ['acme.com', 'acme.de'],
  defaultRole: 'reviewer',
  hasClientSecret: true,
  redirectUri: 'https://vi.example.com/api/v1/auth/sso/7/callback',
};

/** The text that describes a control to assistive technology (its helper or error message). */
const description = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

/** Types a whole value at once (pasting), as typing key by key is slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

const renderPage = () => renderWithProviders(<SsoSettingsPage />, { identity: RECRUITER });

describe('SsoSettingsPage', () => {
  it('sets single sign-on up for the first time: every field goes to the server, the redirect URI comes back', async () => {
    const user = userEvent.setup();
    mockApi('get', URL_OF, apiError(404, { message: 'Single sign-on is not set up.' }));
    const put = mockApi('put', URL_OF, saved);
    renderPage();

    await screen.findByRole('button', { name: 'Save single sign-on' });
    // The IdP needs the redirect URI before it gives a client id and secret: shown before any save.
    expect(valueOf(screen.getByLabelText('Redirect URI'))).toBe(
      `${window.location.origin}/api/v1/auth/sso/7/callback`,
    );
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    // Nothing is sent while required fields are empty; the secret is required the first time.
    expect(description(screen.getByLabelText(/Client secret/))).toBe('Fill in this field.');
    expect(put.calls).toEqual([]);

    await fill(user, screen.getByLabelText(/Issuer URL/), saved.issuer);
    await fill(user, screen.getByLabelText(/Client ID/), 'vi-app');
    await fill(user, screen.getByLabelText(/Client secret/), 's3cret');
    await fill(user, screen.getByLabelText(/Allowed email domains/), 'acme.com, @ACME.de');
    await user.selectOptions(screen.getByLabelText('Role of new members'), 'Reviewer');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    await waitFor(() =>
      expect(put.calls.map((c) => c.body)).toEqual([
        {
          enabled: true,
          issuer: saved.issuer,
          clientId: 'vi-app',
          clientSecret: 's3cret',
          allowedDomains: ['acme.com', 'acme.de'],
          defaultRole: 'reviewer',
        },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Single sign-on saved.');
    expect(valueOf(screen.getByLabelText('Redirect URI'))).toBe(saved.redirectUri);
    // The secret field is emptied and now says a secret is stored.
    expect(valueOf(screen.getByLabelText(/Client secret/))).toBe('');
    expect(description(screen.getByLabelText(/Client secret/))).toMatch(/A secret is stored/);
  });

  it('keeps the stored secret when left empty, and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    mockApi('get', URL_OF, saved);
    const put = mockApi(
      'put',
      URL_OF,
      apiError(400, {
        message: 'The issuer did not answer OpenID Connect discovery.',
        code: 'VALIDATION',
        fields: [{ path: 'body.issuer', message: 'No OpenID Connect discovery document at this issuer.' }],
      }),
    );
    renderPage();

    const issuer = await screen.findByLabelText(/Issuer URL/);
    expect(valueOf(issuer)).toBe(saved.issuer);
    expect(valueOf(screen.getByLabelText(/Allowed email domains/))).toBe('acme.com\nacme.de');
    expect(valueOf(screen.getByLabelText('Role of new members'))).toBe('reviewer');
    expect(valueOf(screen.getByLabelText('Redirect URI'))).toBe(saved.redirectUri);
    await user.click(screen.getByRole('switch', { name: 'Allow sign-in with single sign-on' }));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    await waitFor(() => expect(put.calls).toHaveLength(1));
    expect(put.last()?.body).not.toHaveProperty('clientSecret');
    expect(put.last()?.body).toMatchObject({ enabled: false });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The issuer did not answer OpenID Connect discovery.',
    );
    expect(description(issuer)).toBe('No OpenID Connect discovery document at this issuer.');
    expect(issuer.getAttribute('aria-invalid')).toBe('true');
  });
});
