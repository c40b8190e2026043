import { pageLinks } from '../../shared/lib/recruiter/pagination';
import { PANEL_TEXTS } from './texts';

type JobPagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** Spec §9: up to 5 page links around the current page, with Previous and Next. */
export function JobPager({ page, pages, onPage }: JobPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={PANEL_TEXTS.pager}>
      <ul className="pagination pagination-sm justify-content-center mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {PANEL_TEXTS.previous}
          </button>
        </li>
        {pageLinks(page, pages).map((link) => (
          <li key={link} className={`page-item${link === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={link === page ? 'page' : undefined}
              aria-label={PANEL_TEXTS.page(link)}
              onClick={() => onPage(link)}
            >
              {link}
            </button>
          </li>
        ))}
        <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {PANEL_TEXTS.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
