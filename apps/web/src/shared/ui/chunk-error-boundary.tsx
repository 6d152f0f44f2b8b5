import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * How browsers word a failed `import()` of one of our chunks (ChunkLoadError; ADR 018): Chromium,
 * Firefox and Safari each have their own, and Vite's preload helper its own for a chunk's stylesheet.
 */
const chunkFailure =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || chunkFailure.test(error.message));
}

export type ChunkFailureLayout = 'screen' | 'block' | 'floating';

const layouts: Record<ChunkFailureLayout, string> = {
  // Instead of the whole site (the shell itself did not arrive): centred like the splash.
  screen: 'flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center',
  // Instead of one page, inside the shell.
  block: 'flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6',
  // For a dialog that could not open: over the page, above the tab bar.
  floating:
    'fixed inset-x-3 bottom-24 z-[90] mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-line bg-raised p-4 shadow-xl md:bottom-6',
};

/** The message and the way out: reloading fetches the site's current files again. */
export function ChunkLoadFailure({ layout }: { layout: ChunkFailureLayout }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={layouts[layout]}>
      <p className="text-ink-soft">{t('errors.chunkLoad')}</p>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
    </div>
  );
}

interface Props {
  layout: ChunkFailureLayout;
  children: ReactNode;
}

/**
 * Catches a chunk that failed to load below it (a dropped connection, or a new release that removed the
 * old files) and offers a reload in the visitor's language, instead of a blank page. Any other error is
 * not this boundary's to handle and goes on up.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) console.warn('A part of the site failed to load', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkLoadFailure layout={this.props.layout} />;
  }
}
