import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { subscribe } from 'valtio';
import { trpc, createTrpcClient } from './trpc';
import { uiState } from './state/ui-state';
import { activateLocale } from './i18n/activate-locale';
import { applyTheme, followSystemTheme } from './state/apply-theme';
import { hydrateClientState } from './state/hydrate-client-state';
import { App } from './app';
import { takePrerenderedMain } from './prerender/take-prerendered-main';
import './styles.css';

takePrerenderedMain();

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const trpcClient = createTrpcClient();

// Stored choices first (a restore over 5000 ms is abandoned), then the theme and the language they name.
const hydrated = hydrateClientState().then(() => {
  applyTheme(uiState.theme);
  followSystemTheme(() => uiState.theme);
  subscribe(uiState, () => {
    applyTheme(uiState.theme);
    if (i18n.locale !== uiState.locale) void activateLocale(uiState.locale);
  });
  return activateLocale(uiState.locale);
});

// One session first (a visitor gets a guest session), so parallel requests never race to create one each.
const session = fetch('/api/session', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);

// The first render is a transition: React renders in short slices and yields to the browser between them, so a
// prerendered page the app takes over stays responsive (no long task while the whole tree renders).
void Promise.all([hydrated, session]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </trpc.Provider>
    </I18nProvider>
  </StrictMode>,
  ));
});
