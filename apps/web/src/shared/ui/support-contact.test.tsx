import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportContact, supportContactHref } from './support-contact';

describe('SupportContact', () => {
  it.each([
    ['help@example.test', 'mailto:help@example.test'],
    ['https://help.example.test/jobs', 'https://help.example.test/jobs'],
    ['+49 30 1234567', undefined],
    ['the front desk', undefined],
  ])('reaches %s by %s', (contact, href) => {
    expect(supportContactHref(contact)).toBe(href);
  });

  it('words an email address the spec way, as a mail link', () => {
    render(<SupportContact contact="help@example.test" />);
    expect(screen.getByText(/Need Assistance\? Please email us at/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'help@example.test' }).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
  });

  it('offers a web page in a new tab and anything else as text', () => {
    const { rerender } = render(<SupportContact contact="https://help.example.test" />);
    const link = screen.getByRole('link', { name: 'https://help.example.test' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    rerender(<SupportContact contact="+49 30 1234567" />);
    expect(screen.getByText('Need Assistance? Contact +49 30 1234567')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing without a contact', () => {
    const { container } = render(<SupportContact contact="  " />);
    expect(container.innerHTML).toBe('');
  });
});
