import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnauthorizedPage } from './unauthorized';

describe('UnauthorizedPage', () => {
  it('shows the 401 code, title and message', () => {
    render(<UnauthorizedPage />);

    expect(screen.getByText('401').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.getByText('Authorization required.')).toBeDefined();
  });
});
