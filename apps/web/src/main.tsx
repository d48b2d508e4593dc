// First: keys typed while the app loads are held for the wedge detector (a scan at a page load).
import './lib/reader/early-keys';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { installDebugHandle } from './lib/debug-handle';
import { applySettingsFromQuery } from './lib/settings/local-settings';
import { applyDocumentLanguage, applyLanguage } from './messages/language';
import { startLanguage } from './messages/locale';

applySettingsFromQuery(window.location.search);
installDebugHandle();

// A screen's chunk that no longer exists (a new version was deployed while this page was open):
// reload once to get the new app, instead of failing the navigation.
const RELOADED_AT = 'warehouse.chunkReloadAt';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 30_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const router = createRouter();

const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers>
        {/* Navigations render at once, not as a transition: a transition renders a screen in 5 ms
          slices with frames between, which on a slow handheld made the picking table appear
          200–400 ms later (docs/decisions.md). The app has no Suspense for a transition to keep
          the old screen on. */}
        <RouterProvider router={router} useTransitions={false} />
      </Providers>
    </StrictMode>,
  );

// The last user's language, else the device's (issue 45): Italian renders at once, another language
// once its texts' chunk is here (a failed load shows Italian rather than nothing).
const language = startLanguage();
if (language === 'it') {
  applyDocumentLanguage('it');
  render();
} else {
  void applyLanguage(language, { remember: false })
    .catch(() => applyDocumentLanguage('it'))
    .finally(render);
}
