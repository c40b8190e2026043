import { screen } from '@testing-library/react';
import type { Role } from '@vi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeQuestionnaire } from '../../../features/questionnaires/test-data';
import { RecruiterIdentityProvider } from '../../../shared/identity/recruiter-identity-context';
import { stubMatchMedia } from '../../../test/recruiter/fixtures';
import { mockApi, renderWithProviders, type MockedEndpoint, scaled } from '../../../testing';
import { QuestionnairesTab } from './questionnaires-tab-slot';

/** The Questionnaires tab for a browser session of `role` (company 1). */
function renderFor(role: Role): { list: MockedEndpoint } {
  const list = mockApi('get', '/company/1/questionnaire', [makeQuestionnaire({ questionnaireId: 'q-1' })]);
  mockApi('get', '/company/1/jobs', []);
  renderWithProviders(
    <RecruiterIdentityProvider identity={{ companyId: 1, userId: 2, session: { role, email: null } }}>
      <QuestionnairesTab />
    </RecruiterIdentityProvider>,
    { path: '*', route: '/' },
  );
  return { list };
}

describe('the Questionnaires tab by role', { timeout: scaled(20_000) }, () => {
  // The real dialogs are composed in: react-bootstrap's Offcanvas asks matchMedia, which jsdom lacks.
  beforeAll(stubMatchMedia);

  it('offers a recruiter inviting, creating and each row’s actions', async () => {
    renderFor('recruiter');
    expect(await screen.findByRole('button', { name: /More actions for/ })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Invite Applicant' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create Questionnaire' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add to Job' })).toBeDefined();
  });

  it('shows a reviewer a note and the way to their interviews: no list, no invite, edit, attach or deactivate', async () => {
    const { list } = renderFor('reviewer');
    expect(
      await screen.findByText('Questionnaires, jobs and invitations are managed by recruiters and admins.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open Interviews' }).getAttribute('href')).toBe(
      '/recruiter?tab=interviews',
    );
    for (const name of ['Invite Applicant', 'Create Questionnaire', 'Add to Job', /More actions for/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    // The server refuses the list to a reviewer: it is not even asked for.
    expect(list.calls).toHaveLength(0);
  });
});
