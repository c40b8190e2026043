import { Link } from 'react-router';
import { STATUS_PAGE_TEXTS as T } from './status-texts';

/** The way on from a page that has nothing else to offer: the product's home page. */
export function HomeLink() {
  return (
    <Link to="/" className="button">
      {T.home}
    </Link>
  );
}
