import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareModal } from './share-modal';

const { postMock } = vi.hoisted(() => ({
  postMock: vi.fn<(url: string, body: unknown) => Promise<{ data: unknown }>>(),
}));
vi.mock('../../shared/api/http-client', () => ({ httpClient: { post: postMock } }));

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onHide = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ShareModal show companyId={3} interviewIds={['i-1', 'i-2']} onHide={onHide} />
    </QueryClientProvider>,
  );
  return { onHide };
}

afterEach(() => postMock.mockReset());

describe('ShareModal', () => {
  it('creates a link with the defaults (7 days, contact hidden, no reviews) and shows it once', async () => {
    postMock.mockResolvedValue({
      data: {
        id: 'l-1',
        url: 'http://localhost/v1/shared/secret-token',
        expiresAt: '2026-03-11T12:00:00.000Z',
      },
    });
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Share interviews' }).textContent).toContain(
      'these 2 interviews',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Link expires after (days)').value).toBe('7');
    expect(screen.getByRole('checkbox', { name: /Hide contact details/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Let viewers rate and comment' })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(postMock).toHaveBeenCalledWith('/company/3/share-links', {
      interviewIds: ['i-1', 'i-2'],
      expiresInDays: 7,
      hideContactDetails: true,
      allowReviews: false,
    });
    const link = await screen.findByLabelText<HTMLInputElement>('Share link');
    expect(link.value).toBe('http://localhost/v1/shared/secret-token');
    await waitFor(() => expect(document.activeElement).toBe(link));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/v1/shared/secret-token');
  });

  it('refuses an expiry outside 1–30 days without calling the server, and sends the choices', async () => {
    postMock.mockResolvedValue({
      data: { id: 'l-2', url: 'http://x/v1/shared/t', expiresAt: '2026-03-05T00:00:00Z' },
    });
    const user = userEvent.setup();
    renderModal();
    const days = screen.getByLabelText('Link expires after (days)');
    await user.clear(days);
    await user.type(days, '31');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(postMock).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a whole number of days from 1 to 30.')).toBeTruthy();
    expect(document.activeElement).toBe(days);

    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('checkbox', { name: /Hide contact details/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Let viewers rate and comment' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(postMock).toHaveBeenCalledWith('/company/3/share-links', {
      interviewIds: ['i-1', 'i-2'],
      expiresInDays: 30,
      hideContactDetails: false,
      allowReviews: true,
    });
  });
});
