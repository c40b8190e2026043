import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { MultiSelect } from './multi-select';
import { TextInput } from './text-input';

function EmailField({ error, required = true }: { error?: string; required?: boolean }) {
  return (
    <FormField label="Email" required={required} helperText="We never share it." error={error}>
      {(control) => (
        <TextInput
          id={control.id}
          value=""
          onValueChange={() => undefined}
          invalid={control.invalid}
          required={control.required}
          aria-describedby={control['aria-describedby']}
        />
      )}
    </FormField>
  );
}

describe('FormField', () => {
  it('labels the control, marks it required with a hidden asterisk and describes it by the helper text', () => {
    const { container } = render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });

    expect(input).toHaveProperty('required', true);
    expect(container.querySelector('.form-field__asterisk')?.textContent).toBe('*');
    expect(container.querySelector('.form-field__asterisk')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.form-field__asterisk')?.getAttribute('title')).toBe(
      'This field is required',
    );
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('We never share it.');
  });

  it('replaces the helper text with the error and marks the control invalid (red border)', () => {
    const { container } = render(<EmailField error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toContain('is-invalid');
    expect(container.querySelector('.form-field--invalid')).not.toBeNull();
    expect(screen.queryByText('We never share it.')).toBeNull();
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter a valid email address');
  });

  it('shows no asterisk when optional', () => {
    const { container } = render(<EmailField required={false} />);
    expect(container.querySelector('.form-field__asterisk')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('required', false);
  });

  it('can label a multi-select through labelId', () => {
    render(
      <FormField label="Locations" error="This field is required">
        {(control) => (
          <MultiSelect
            id={control.id}
            labelledBy={control.labelId}
            invalid={control.invalid}
            describedBy={control['aria-describedby']}
            options={[{ value: 'ny', label: 'New York' }]}
            value=""
            onChange={() => undefined}
          />
        )}
      </FormField>,
    );
    const trigger = screen.getByRole('button', { name: 'Locations Nothing Selected' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required').id).toBe(trigger.getAttribute('aria-describedby'));
  });
});
