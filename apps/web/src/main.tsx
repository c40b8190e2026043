// Global styles first so component stylesheets imported by the router can override them.
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { guardModalExits } from './shared/ui/modal-exit-guard';

// Before any dialog can open: a closing dialog must never stay stuck on screen (modal-exit-guard.ts).
guardModalExits();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
