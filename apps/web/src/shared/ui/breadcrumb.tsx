import { Link } from 'react-router';
import { useSharedUiTexts } from './shared-ui-texts';
import './breadcrumb.css';

export type BreadcrumbItem = { text: string; link?: string; active?: boolean };

type BreadcrumbProps = { items: readonly BreadcrumbItem[] };

export function Breadcrumb({ items }: BreadcrumbProps) {
  const texts = useSharedUiTexts();
  return (
    <nav aria-label={texts.breadcrumb} className="breadcrumb-nav">
      <ol className="breadcrumb">
        {items.map((item, index) => {
          const key = `${index}-${item.text}`;
          if (item.active) {
            return (
              <li key={key} className="breadcrumb-item active" aria-current="page">
                <strong>{item.text}</strong>
              </li>
            );
          }
          return (
            <li key={key} className="breadcrumb-item">
              {item.link ? <Link to={item.link}>{item.text}</Link> : item.text}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
