import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { RecruiterIdentityProvider } from '../../../shared/identity/recruiter-identity-context';
import { mockApi, renderWithProviders, scaled } from '../../../testing';
import { makeInterview } from '../../../test/recruiter/interview-factories';
import { InterviewGrid } from './interviews-tab-slot';

/** The Interviews tab for a browser session of `role` (company 1). */
function renderFor(role: Role) {
  mockApi('get', '/company/1/jobs', []);
  mockApi('get', '/company/1/questionnaire', []);
  mockApi('get', '/company/1/interviews', { data: [makeInterview(1)], total: 1, page: 1, limit: 20 });
  return renderWithProviders(
    <RecruiterIdentityProvider identity={{ companyId: 1, userId: 2, session: { role, email: null } }}>
      <InterviewGrid />
    </RecruiterIdentityProvider>,
    { path: '*', route: '/' },
  );
}

describe('the Interviews tab by role', { timeout: scaled(20_000) }, () => {
  it('offers a recruiter the CSV export and the share links', async () => {
    renderFor('recruiter');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Share links' })).toBeDefined();
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Select Applicant 1' }));
    expect(screen.getByRole('button', { name: 'Move to stage…' })).toBeDefined();
  });

  it('offers a reviewer neither export, sharing nor stage moves', async () => {
    renderFor('reviewer');
    expect(await screen.findByText('Applicant 1')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Share links' })).toBeNull();
    // Ticked, an interview can be compared, not moved to a stage (deciding is a recruiter's).
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Select Applicant 1' }));
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Move to stage…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
