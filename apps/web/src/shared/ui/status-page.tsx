import type { ReactNode } from 'react';
import { PageLayout } from './page-layout';
import { ConfiguredSupportContact } from './support-contact';
import './status-page.css';

type StatusPageProps = {
  code?: string;
  title: string;
  message: ReactNode;
  /** What the reader can do about it, in a sentence or two. */
  hint?: ReactNode;
  /** The way on from here (a link home, Reload): a dead end is never the whole page. */
  actions?: ReactNode;
};

/**
 * A full page that tells what went wrong: the product header, the code and title, what to do next and the
 * support contact from the public configuration.
 */
export function StatusPage({ code, title, message, hint, actions }: StatusPageProps) {
  return (
    <PageLayout>
      <section className="status-page" aria-labelledby="status-page-title">
        {code !== undefined && <p className="status-page__code">{code}</p>}
        <h1 id="status-page-title" className="status-page__title">
          {title}
        </h1>
        <p className="status-page__message">{message}</p>
        {hint !== undefined && <p className="status-page__hint">{hint}</p>}
        {actions !== undefined && <div className="status-page__actions">{actions}</div>}
        <ConfiguredSupportContact className="status-page__support" />
      </section>
    </PageLayout>
  );
}
