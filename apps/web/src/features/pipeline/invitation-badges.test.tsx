import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeInterview, makeResponse } from '../../test/recruiter/interview-factories';
import { InterviewCard } from './interview-card';
import { InterviewTable } from './interview-table';

const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2099-01-01T00:00:00.000Z';
const ASKED = { message: 'I was ill', requestedAt: '2026-03-05T10:00:00.000Z' };

const waiting = makeInterview(1, { applicantName: 'Ada Byron', status: 'Incomplete', deadline: FUTURE });
const asked = makeInterview(2, {
  applicantName: 'Grace Hopper',
  status: 'Incomplete',
  deadline: PAST,
  extensionRequest: ASKED,
});
const done = makeInterview(3, { applicantName: 'Mary Jackson', status: 'Completed', deadline: PAST });

function renderCard(interview = asked) {
  return render(
    <MemoryRouter>
      <InterviewCard
        interview={interview}
        status="all"
        linkRef={undefined}
        isSelected={false}
        onSelect={() => {}}
      />
    </MemoryRouter>,
  );
}

describe('Invitation badges in the interview list', () => {
  it('mark an expired invitation with a request for more time on its card', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /Grace Hopper/ });
    expect(within(link).getByText('Expired')).toBeDefined();
    expect(within(link).getByText('Asked for more time')).toBeDefined();
  });

  it('mark an interview whose answer could not be processed as needing a new answer, with the reason', () => {
    const refused = makeInterview(4, {
      applicantName: 'Katherine Johnson',
      status: 'Incomplete',
      responses: [
        makeResponse({
          questionText: 'Why us?',
          mediaStatus: 'failed',
          mediaError: 'The recording could not be read as audio or video.',
        }),
      ],
    });
    const { unmount } = renderCard(refused);
    const badge = within(screen.getByRole('link', { name: /Katherine Johnson/ })).getByText(
      'Needs a new answer',
    );
    expect(badge.getAttribute('title')).toBe('Why us?: The recording could not be read as audio or video.');
    unmount();
    renderCard(done);
    expect(screen.queryByText('Needs a new answer')).toBeNull();
  });

  it('show nothing for an invitation still in time, nor for a completed one past its deadline', () => {
    const { unmount } = renderCard(waiting);
    expect(screen.queryByText('Expired')).toBeNull();
    expect(screen.queryByText('Asked for more time')).toBeNull();
    unmount();
    renderCard(done);
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('appear in the table row of the applicant they concern', () => {
    render(
      <MemoryRouter>
        <InterviewTable
          interviews={[waiting, asked, done]}
          status="all"
          isSelected={() => false}
          onSelect={() => {}}
          onSelectAll={() => {}}
          focusIndex={null}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).queryByText('Expired')).toBeNull();
    expect(within(rows[1]!).getByText('Expired')).toBeDefined();
    expect(within(rows[1]!).getByText('Asked for more time')).toBeDefined();
    expect(within(rows[2]!).queryByText('Expired')).toBeNull();
  });

  it('mark an interview a knockout answer screened out, in its table row too, with why and whether it was kept', () => {
    const screening = {
      meetsRequirements: false,
      knockouts: [{ questionId: 'question-2', optionId: 'option-2', label: 'No' }],
      override: { at: '2026-03-05T10:00:00.000Z', userId: 7 },
    };
    const joan = makeInterview(5, {
      applicantName: 'Joan Clarke',
      responses: [{ ...makeResponse({ questionText: 'May you work in Norway?' }), questionId: 'question-2' }],
      screening,
    });
    const meets = makeInterview(6, {
      applicantName: 'Hedy Lamarr',
      screening: { meetsRequirements: true, knockouts: [], override: null },
    });
    render(
      <MemoryRouter>
        <InterviewTable
          interviews={[joan, meets]}
          status="all"
          isSelected={() => false}
          onSelect={() => {}}
          onSelectAll={() => {}}
          focusIndex={null}
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    const mark = within(first!).getByText('Does not meet requirements');
    expect(mark.getAttribute('title')).toBe('May you work in Norway?: No\nKept by a recruiter');
    expect(mark.textContent).toContain('May you work in Norway?: No; Kept by a recruiter');
    expect(within(second!).queryByText('Does not meet requirements')).toBeNull();
  });
});
