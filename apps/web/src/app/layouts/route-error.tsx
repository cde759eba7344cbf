import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useRouteError } from 'react-router';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the path), a shown error is cleared so navigating away recovers. */
  resetKey?: string;
}

/**
 * Error boundary for screens (in RootLayout, so the header and footer stay) and, as a last resort, for the
 * whole app. A failed lazy import (usually a new deploy replaced the chunks) is fixed by a reload, so that
 * is what we offer. In the entry chunk on purpose: it must work when chunks cannot load.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RouteErrorNotice />;
  }
}

/**
 * What a screen that failed shows inside the layout: in the boundary above, and as the data router's
 * ErrorBoundary when a screen's chunk fails to load (usually a deploy replaced it; a reload fixes that).
 */
export function RouteErrorNotice() {
  // Plain markup, not ErrorState and its icons: rarely seen, and they would weigh on every first load.
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <p className="text-lg font-semibold">{t`Something went wrong`}</p>
      <p className="text-base-content/80">{t`This page could not be shown. Reloading usually fixes it.`}</p>
      <button type="button" className="btn btn-outline btn-sm mt-2" onClick={() => window.location.reload()}>
        {t`Reload page`}
      </button>
    </div>
  );
}

/** The data router's ErrorBoundary for a screen: the error (a chunk that did not load, mostly) is logged. */
export function RouteLoadError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <RouteErrorNotice />;
}
