import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { ChunkErrorBoundary } from './chunk-error-boundary';

function Broken(): null {
  throw new Error('a bug, not a download');
}

/** A page whose script cannot be fetched, failing as Chromium words it. */
const MissingPage = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-1a2b3c.js')),
);

function renderFailingPage() {
  return render(
    <ChunkErrorBoundary layout="block">
      <Suspense fallback={<p>loading</p>}>
        <MissingPage />
      </Suspense>
    </ChunkErrorBoundary>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a part of the site that fails to load', () => {
  it.each([
    ['ms', 'Sebahagian halaman tidak dapat dimuatkan. Semak sambungan anda dan muat semula halaman.', 'Muat semula'],
    ['en', 'Part of the page could not be loaded. Check your connection and reload the page.', 'Reload'],
    ['zh', '页面的部分内容未能加载。请检查网络连接，然后重新加载页面。', '重新加载'],
  ] as const)('is explained in %s with a button that reloads the page', async (language, message, button) => {
    await changeLanguage(language);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingPage();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves any other error to the boundaries above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ChunkErrorBoundary layout="block">
          <Broken />
        </ChunkErrorBoundary>,
      ),
    ).toThrow('a bug, not a download');
  });
});
