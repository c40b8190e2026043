import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('shows the 404 code, title and message', () => {
    render(<NotFoundPage />);

    expect(screen.getByText('404').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
  });
});
