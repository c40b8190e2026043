import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPINNER_SIZE_PX, Spinner, type SpinnerSize } from './spinner';

function circleOf(status: HTMLElement): HTMLElement {
  const circle = status.querySelector<HTMLElement>('.spinner__circle');
  if (!circle) throw new Error('spinner circle not rendered');
  return circle;
}

describe('Spinner', () => {
  it('defaults to md with the label "Loading..." inside the status region', () => {
    render(<Spinner />);

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.dataset.size).toBe('md');
    expect(circleOf(status).style.width).toBe('32px');
    expect(circleOf(status).getAttribute('aria-hidden')).toBe('true');
  });

  it.each<[SpinnerSize, number]>([
    ['sm', 16],
    ['md', 32],
    ['lg', 48],
    ['xl', 64],
  ])('renders size %s at %ipx', (size, px) => {
    render(<Spinner size={size} />);

    const circle = circleOf(screen.getByRole('status'));
    expect(SPINNER_SIZE_PX[size]).toBe(px);
    expect(circle.style.width).toBe(`${px}px`);
    expect(circle.style.height).toBe(`${px}px`);
  });

  it('announces a custom label instead of the default', () => {
    render(<Spinner label="Uploading answer" />);

    expect(screen.getByRole('status').textContent).toBe('Uploading answer');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('renders inline without an overlay by default', () => {
    const { container } = render(<Spinner />);

    expect(container.firstElementChild).toBe(screen.getByRole('status'));
  });

  it('renders a translucent white overlay at z-index 1000 when fullScreen', () => {
    const { container } = render(<Spinner fullScreen />);

    const overlay = container.firstElementChild as HTMLElement;
    expect(overlay).not.toBe(screen.getByRole('status'));
    expect(overlay.contains(screen.getByRole('status'))).toBe(true);
    expect(overlay.style.zIndex).toBe('1000');
    expect(overlay.style.backgroundColor).toBe('rgba(255, 255, 255, 0.75)');
  });
});
