import { Link } from 'react-router';

/** The way on from a page that has nothing else to offer: the product's home page. */
export function HomeLink() {
  return (
    <Link to="/" className="button">
      Go to the home page
    </Link>
  );
}
