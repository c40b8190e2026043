import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasHtml, SafeHtml } from './safe-html';

const DIRTY =
  '<p>Lead the <strong>night</strong> shift.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">click</a>';

type WithSetHtml = { setHTML?: (html: string) => void };
const proto = HTMLElement.prototype as WithSetHtml;

describe('SafeHtml', () => {
  afterEach(() => {
    delete proto.setHTML;
  });

  it('cleans with DOMPurify, loaded on demand, where the browser has no sanitiser', async () => {
    const { container } = render(<SafeHtml className="box" html={DIRTY} />);
    expect((await screen.findByText('night')).tagName).toBe('STRONG');
    expect(container.querySelector('.box')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it("hands the HTML to the browser's own sanitiser (Element.setHTML) where there is one", () => {
    const given: string[] = [];
    proto.setHTML = function (this: HTMLElement, html: string) {
      given.push(html);
      this.textContent = 'set by the browser';
    };
    render(<SafeHtml html={DIRTY} />);
    expect(given).toEqual([DIRTY]);
    expect(screen.getByText('set by the browser')).toBeTruthy();
  });

  it('shows the new HTML when it changes, not a late copy of the old', async () => {
    const { rerender } = render(<SafeHtml html="<p>first</p>" />);
    rerender(<SafeHtml html="<p>second</p>" />);
    expect(await screen.findByText('second')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('first')).toBeNull();
  });
});

describe('hasHtml', () => {
  it('is false for null and white space', () => {
    expect(hasHtml(null)).toBe(false);
    expect(hasHtml('  \n')).toBe(false);
    expect(hasHtml('<p>x</p>')).toBe(true);
  });
});
