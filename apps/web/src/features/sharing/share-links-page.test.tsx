import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareLink } from '@vi/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinksPage } from './share-links-page';

const { getMock, deleteMock } = vi.hoisted(() => ({
  getMock: vi.fn<(url: string) => Promise<{ data: unknown }>>(),
  deleteMock: vi.fn<(url: string) => Promise<unknown>>(),
}));
vi.mock('../../shared/api/http-client', () => ({ httpClient: { get: getMock, delete: deleteMock } }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const listMock = { mockResolvedValue: (data: { data: ShareLink[] }) => getMock.mockResolvedValue({ data }) };

function link(overrides: Partial<ShareLink>): ShareLink {
  return {
    id: 'l-1',
    status: 'active',
    interviewIds: ['a', 'b'],
    interviewCount: 2,
    expiresAt: new Date(2026, 2, 11, 12).toISOString(),
    revoked: false,
    revokedAt: null,
    hideContactDetails: true,
    allowReviews: false,
    createdBy: { userId: 1, name: 'Rita Recruiter' },
    createdAt: new Date(2026, 2, 4, 12).toISOString(),
    views: 3,
    lastViewedAt: null,
    ...overrides,
  };
}

afterEach(() => {
  getMock.mockReset();
  deleteMock.mockReset();
});

describe('ShareLinksPage', () => {
  it('lists the links and revokes one after a confirmation', async () => {
    listMock.mockResolvedValue({
      data: [link({}), link({ id: 'l-2', status: 'revoked', revoked: true, createdBy: null, views: 0 })],
    });
    deleteMock.mockResolvedValue({});
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ShareLinksPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('03/04/2026');
    expect(rows[1]?.textContent).toContain('Rita Recruiter');
    expect(rows[1]?.textContent).toContain('03/11/2026');
    expect(rows[1]?.textContent).toContain('Active');
    expect(rows[1]?.textContent).toContain('Contact details hidden');
    expect(rows[2]?.textContent).toContain('Revoked');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: /Revoke/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    expect(deleteMock).not.toHaveBeenCalled();
    listMock.mockResolvedValue({ data: [link({ status: 'revoked', revoked: true })] });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('/company/1/share-links/l-1'));
    expect(getMock).toHaveBeenCalledWith('/company/1/share-links');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Revoke the link/ })).toBeNull());
  });
});
