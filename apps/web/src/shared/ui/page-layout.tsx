import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ContainerIcon } from './icons/container-icon';
import './page-layout.css';

const DEFAULT_PAGE_TITLE = 'Video Interviewer';

type PageLayoutProps = {
  title?: string;
  icon?: ReactNode;
  headerContent?: ReactNode;
  footerContent?: ReactNode;
  /** Without children the layout acts as a route layout and renders the nested route. */
  children?: ReactNode;
};

export function PageLayout({
  title = DEFAULT_PAGE_TITLE,
  icon,
  headerContent,
  footerContent,
  children,
}: PageLayoutProps) {
  return (
    <div className="page-layout">
      <header className="page-layout__header">
        <div className="page-layout__brand">
          {icon ?? <ContainerIcon className="page-layout__icon" />}
          <h1 className="page-layout__title">{title}</h1>
        </div>
        {headerContent !== undefined && <div className="page-layout__header-content">{headerContent}</div>}
      </header>
      <main className="page-layout__body">{children ?? <Outlet />}</main>
      {footerContent !== undefined && <footer className="page-layout__footer">{footerContent}</footer>}
    </div>
  );
}
