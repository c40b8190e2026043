import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('renders a labelled nav with links, plain items and a bold current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { text: 'Home', link: '/' },
            { text: 'Jobs' },
            { text: 'Software Engineer', link: '/jobs/1', active: true },
          ]}
        />
      </MemoryRouter>,
    );

    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Jobs', 'Software Engineer']);

    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Software Engineer' })).toBeNull();

    const current = items[2];
    expect(current?.getAttribute('aria-current')).toBe('page');
    expect(current?.querySelector('strong')?.textContent).toBe('Software Engineer');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
  });
});
