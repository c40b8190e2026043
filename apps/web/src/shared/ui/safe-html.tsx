import { useLayoutEffect, useRef } from 'react';

/** The HTML Sanitizer API's element method (Chromium 146+, Firefox 148+); not yet in TypeScript's DOM types. */
type SanitizingElement = HTMLElement & { setHTML(html: string): void };

function hasSetHtml(element: HTMLElement): element is SanitizingElement {
  return typeof (element as Partial<SanitizingElement>).setHTML === 'function';
}

type SafeHtmlProps = {
  html: string;
  className?: string;
  /** `auto` for text in its writer's language inside a page in another (a job's English on an Arabic page). */
  dir?: 'auto' | 'ltr' | 'rtl';
};

/**
 * Shows HTML from the server (a job description) without letting it run script. The browser's own sanitiser
 * (`Element.setHTML`, safe by default: no script, no handlers, no `javascript:` links) does it where there is
 * one; elsewhere DOMPurify is loaded on demand. Either way the HTML is cleaned in the page even though the
 * server cleaned it when it was stored: an older row or a bug upstream must not become script here. Loading
 * DOMPurify only where needed keeps its 11 KB (gzip) off the applicant's first load.
 */
export function SafeHtml({ html, className, dir }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (hasSetHtml(element)) {
      element.setHTML(html);
      return;
    }
    let isCurrent = true;
    element.textContent = '';
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (isCurrent) element.innerHTML = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);

  return <div ref={ref} className={className} dir={dir} />;
}

/** True when there is markup worth a container: not null, not only white space. */
export function hasHtml(html: string | null): html is string {
  return html !== null && html.trim() !== '';
}
