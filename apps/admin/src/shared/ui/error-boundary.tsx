import { Component, type ReactNode } from 'react';
import { ErrorState } from './states';

/**
 * Catches a page that throws while rendering, or whose chunk failed to load (e.g. after a deploy): the
 * frame and nav stay usable and Retry reloads the page.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorState error={this.state.error} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
