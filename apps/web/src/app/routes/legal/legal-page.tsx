import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config';
import { usePublicPageLanguage } from '../../../shared/i18n/public-page-language';
import { SupportContact } from '../../../shared/ui/support-contact';
import { LEGAL_PAGE_TEXTS as T } from './legal-texts';
import './legal-page.css';

type LegalPageProps = {
  title: string;
  /** The other built-in page, offered at the end. */
  other: { to: string; label: string };
  children: ReactNode;
};

/**
 * The legal pages' language: the address's `?lang=` (the consent's links carry the interview's, as they
 * open a new tab), else this tab's interview's, else the browser's. False while its texts load. Each page
 * calls it itself, so a change of language renders its text again.
 */
export function useLegalPageLanguage(): boolean {
  const [search] = useSearchParams();
  return usePublicPageLanguage(search.get('lang'));
}

/** The frame of the built-in Terms of Use and Privacy Policy: title, version, text, the way on. */
export function LegalPage({ title, other, children }: LegalPageProps) {
  const { config } = usePublicConfig();
  const [search] = useSearchParams();
  const asked = search.get('lang');
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
      <p className="legal-page__version">{T.version}</p>
      {children}
      <h3>{T.questionsHeading}</h3>
      <p>{config?.supportContact ? T.askWithContact : T.askWithoutContact}</p>
      {config?.supportContact ? <SupportContact contact={config.supportContact} /> : null}
      <p className="legal-page__more">
        {/* The other document in the same language. */}
        <Link to={asked ? `${other.to}?lang=${encodeURIComponent(asked)}` : other.to}>{other.label}</Link>
      </p>
    </article>
  );
}
