import { clampPage, pageLinks } from '../../shared/lib/recruiter/pagination';
import { QUESTIONNAIRE_LIST_TEXTS } from './texts';

type ListPagerProps = {
  /** Names the navigation landmark, e.g. 'Questionnaire pages'. */
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Numbered page links between Previous and Next (spec §9 job pager: up to 5). */
  showLinks?: boolean;
};

/** Previous / Next with 'Page X of Y' (spec §2), announced politely when it changes. */
export function ListPager({ label, page, pages, onChange, showLinks = false }: ListPagerProps) {
  const total = Math.max(1, Math.trunc(pages));
  return (
    <nav aria-label={label} className="list-pager">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {QUESTIONNAIRE_LIST_TEXTS.previous}
      </button>
      {showLinks && (
        <ul className="list-pager__links">
          {pageLinks(page, pages).map((link) => (
            <li key={link}>
              <button
                type="button"
                className={`btn btn-sm ${link === page ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-label={QUESTIONNAIRE_LIST_TEXTS.page(link)}
                aria-current={link === page ? 'page' : undefined}
                onClick={() => onChange(link)}
              >
                {link}
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="list-pager__label" aria-live="polite">
        {QUESTIONNAIRE_LIST_TEXTS.pageOf(clampPage(page, total), total)}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {QUESTIONNAIRE_LIST_TEXTS.next}
      </button>
    </nav>
  );
}
