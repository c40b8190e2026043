import type { ReactNode } from 'react';
import './status-page.css';

type StatusPageProps = {
  code?: string;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
};

export function StatusPage({ code, title, message, actions }: StatusPageProps) {
  return (
    <main className="status-page">
      {code !== undefined && <p className="status-page__code">{code}</p>}
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__message">{message}</p>
      {actions}
    </main>
  );
}
