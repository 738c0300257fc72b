import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ensureAppTexts } from '../lib/i18n';
import { useLanguageSync } from '../lib/session/use-language';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
  },
});

/** Keeps the screen's language and the member's account in step; fetches the other screens' texts when idle. */
function SessionEffects() {
  useLanguageSync();
  useEffect(() => {
    // Most visits go on from the home page: have the next screen's words ready before the click.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void ensureAppTexts().catch(() => undefined));
  }, []);
  return null;
}

/** Providers shared by every page. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffects />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
