import { TERMS_VERSION } from '@vi/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config';
import { SupportContact } from '../../../shared/ui/support-contact';
import './legal-page.css';

type LegalPageProps = {
  title: string;
  /** The other built-in page, offered at the end. */
  other: { to: string; label: string };
  children: ReactNode;
};

/** The frame of the built-in Terms of Use and Privacy Policy: title, version, text, the way on. */
export function LegalPage({ title, other, children }: LegalPageProps) {
  const { config } = usePublicConfig();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${config?.productTitle ?? 'Video Interviewer'}`;
    return () => {
      document.title = previous;
    };
  }, [title, config?.productTitle]);

  return (
    <article className="legal-page" aria-labelledby="legal-page-title">
      <h2 id="legal-page-title">{title}</h2>
      <p className="legal-page__version">Version {TERMS_VERSION}</p>
      {children}
      <h3>Questions</h3>
      <p>
        Ask the recruiter who invited you, or the support contact of this service
        {config?.supportContact ? ':' : '.'}
      </p>
      {config?.supportContact ? <SupportContact contact={config.supportContact} /> : null}
      <p className="legal-page__more">
        <Link to={other.to}>{other.label}</Link>
      </p>
    </article>
  );
}
