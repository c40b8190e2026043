import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../shared/api/http-client';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { EXPIRED_TEXTS, InvitationExpiredPage } from './invitation-expired';

const GUID = '6a1f0c9e-2b7d-4e3a-9c58-0d4b7e1f2a39';

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/interview/expired/:applicantGuid', element: <InvitationExpiredPage /> }],
    {
      initialEntries: [`/interview/expired/${GUID}`],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('InvitationExpiredPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the invitation has expired and offers the support contact', async () => {
    mockPublicConfig();
    renderPage();
    expect(screen.getByRole('heading', { name: 'This invitation has expired' })).toBeDefined();
    const link = await screen.findByRole('link', { name: 'help@example.test' });
    expect(link.getAttribute('href')).toBe('mailto:help@example.test');
  });

  it('sends a request for more time with the message and confirms it, with focus on the confirmation', async () => {
    mockPublicConfig();
    const post = vi
      .spyOn(httpClient, 'post')
      .mockResolvedValue({ data: { requestedAt: '2031-01-01T00:00:00.000Z' } });
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText(EXPIRED_TEXTS.messageLabel), '  I was travelling.  ');
    expect(screen.getByText('21 / 1000 characters')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Request more time' }));

    expect(post).toHaveBeenCalledWith(`/interview/${GUID}/extension-request`, {
      message: 'I was travelling.',
    });
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toBe(EXPIRED_TEXTS.sent);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(screen.queryByRole('button', { name: 'Request more time' })).toBeNull();
  });

  it('sends no message when none was typed', async () => {
    mockPublicConfig();
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { requestedAt: 'x' } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Request more time' }));
    expect(post).toHaveBeenCalledWith(`/interview/${GUID}/extension-request`, {});
  });

  it('shows the server’s reason when the request is refused, and lets the applicant try again', async () => {
    mockPublicConfig();
    const refusal = new AxiosError(
      'Request failed with status code 429',
      'ERR_BAD_REQUEST',
      undefined,
      undefined,
      {
        status: 429,
        statusText: 'Too Many Requests',
        data: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'You have already asked for more time.',
        },
        headers: {},
        config: { headers: new AxiosHeaders() },
      },
    );
    vi.spyOn(httpClient, 'post').mockRejectedValue(refusal);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Request more time' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already asked for more time.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Request more time' }).disabled).toBe(false);
  });

  it('never lets the message grow past 1000 characters', () => {
    mockPublicConfig();
    renderPage();
    expect(screen.getByLabelText(EXPIRED_TEXTS.messageLabel).getAttribute('maxlength')).toBe('1000');
  });
});
