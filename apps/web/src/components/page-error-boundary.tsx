import { Component, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { PageHydrated } from '../lib/islands/page-hydrated';

/**
 * What the page area shows when a page could not be drawn: what happened, and a way on. It stands
 * in for the page in saying the page area is the app's, so the taps held meanwhile are let go
 * (Try again among them).
 */
function PageFailed() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <PageHydrated />
      <p className="text-lg text-ink">{t('generic.somethingWrongDot')}</p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t('generic.retry')}
      </button>
    </div>
  );
}

interface Props {
  /** The address on screen: another address starts afresh. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Where it failed (known once React has told us). */
  at: string | null;
}

/**
 * Keeps the header and footer when a page fails to draw: its code or its text could not be
 * fetched (a slow line that dropped), or it threw. Going to another page starts afresh.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, at: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.failed && state.at !== null && state.at !== props.pathname ? { failed: false, at: null } : null;
  }

  override componentDidCatch(): void {
    this.setState({ at: this.props.pathname });
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
