import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

const ROOT_MISSING = 'Error: Root element not found!';

/** Without #root React has nowhere to draw: say so on the page itself (text only, no HTML parsing). */
function showFatal(message: string): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;font:600 1.125rem/1.5 system-ui,sans-serif;color:#991b1b;background:#fef2f2;text-align:center';
  box.textContent = message;
  document.body.replaceChildren(box);
  console.error(message);
}

const rootElement = document.getElementById('root');

if (rootElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
} else {
  showFatal(ROOT_MISSING);
}
