import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ensureAppTexts } from '../lib/i18n';
import { FiguresContext, type FigureTexts } from '../lib/public-figures';
import { useLanguageSync } from '../lib/session/use-language';
import { useLocaleAddress } from '../lib/session/use-locale-address';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/** The browser's one query cache; the build's renderer makes its own per page. */
export const browserQueryClient = createQueryClient();

/** Keeps the screen's language and the member's account in step; fetches the other screens' texts when idle. */
function SessionEffects() {
  useLanguageSync();
  useLocaleAddress();
  useEffect(() => {
    // Most visits go on from the home page: have the next screen's words ready before the click.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void ensureAppTexts().catch(() => undefined));
  }, []);
  return null;
}

type RouterComponent = ComponentType<{ children: ReactNode }>;

/** The browser's router: the address bar and its history. */
function BrowserRoutes({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

interface AppProps {
  queryClient?: QueryClient;
  /** The build's renderer passes a router at a fixed address (kept out of the browser's bundle). */
  Router?: RouterComponent;
  /** The public figures: the page's in the browser, placeholders or none when rendering ahead. */
  figures?: FigureTexts;
}

/** Providers shared by every page. The browser and the build's renderer draw the same tree. */
export function App({ queryClient = browserQueryClient, Router = BrowserRoutes, figures = null }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FiguresContext value={figures}>
        <Router>
          <SessionEffects />
          <AppRoutes />
        </Router>
      </FiguresContext>
    </QueryClientProvider>
  );
}
