import type { PublicJob } from '@vi/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobCard } from './job-card';
import { formatFirstLocation, formatSkills } from './job-format';

function makeJob(overrides: Partial<PublicJob> = {}): PublicJob {
  return {
    id: 7,
    title: 'Warehouse Lead',
    companyName: 'Acme Logistics',
    companyId: 1,
    locations: [
      { city: 'Austin', region: 'TX', country: 'USA' },
      { city: 'Dallas', region: 'TX', country: 'USA' },
    ],
    industry: 'Logistics',
    description:
      '<p>Lead the <strong>night</strong> shift.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    roleDescription: 'You run the floor.',
    responsibilities: ['Plan shifts', 'Train staff'],
    skills: 'forklift,  scheduling ,,safety',
    requirements: '<ul><li>3 years experience</li></ul>',
    ...overrides,
  };
}

describe('JobCard', () => {
  it('shows a spinner while loading', () => {
    render(<JobCard job={undefined} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading job information...');
  });

  it('says when there is no job', () => {
    render(<JobCard job={undefined} loading={false} />);
    expect(screen.getByText('No job information available')).toBeTruthy();
  });

  it('shows title, company, the first location, industry and a sanitised description', async () => {
    const { container } = render(<JobCard job={makeJob()} loading={false} />);
    expect(screen.getByRole('heading', { name: 'Warehouse Lead' })).toBeTruthy();
    expect(screen.getByText('Acme Logistics')).toBeTruthy();
    expect(screen.getByText('Austin, TX, USA')).toBeTruthy();
    expect(screen.queryByText(/Dallas/)).toBeNull();
    expect(screen.getByText('Logistics')).toBeTruthy();
    // jsdom has no Element.setHTML, so this is the DOMPurify path, loaded on demand.
    expect((await screen.findByText('night')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says "Location not specified" without locations', () => {
    render(<JobCard job={makeJob({ locations: [] })} loading={false} />);
    expect(screen.getByText('Location not specified')).toBeTruthy();
  });

  it('opens the Job Details modal with the role, responsibilities, skills and requirements', async () => {
    const user = userEvent.setup();
    render(<JobCard job={makeJob()} loading={false} />);
    const opener = screen.getByRole('button', { name: 'Job Details' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'About the Role' })).toBeTruthy();
    expect(within(dialog).getByText('You run the floor.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plan shifts', 'Train staff', '3 years experience']);
    expect(within(dialog).getByText('forklift, scheduling, safety')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Job Requirements' })).toBeTruthy();
  });
});

describe('job formatting', () => {
  it('skips empty location parts', () => {
    expect(formatFirstLocation([{ city: 'Paris', region: '', country: 'France' }])).toBe('Paris, France');
    expect(formatFirstLocation([{ city: ' ', region: '', country: '' }])).toBe('Location not specified');
  });

  it('tidies the skills list', () => {
    expect(formatSkills(null)).toBe('');
    expect(formatSkills(' a ,b,, c')).toBe('a, b, c');
  });
});
