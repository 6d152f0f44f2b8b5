import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the one font file the first paint uses (styles.css), under its
 * hashed build name, so the browser fetches it beside the first script instead of after the stylesheet
 * and the first text: the page's words are then drawn in Inter from the start, with no swap.
 */
export function preloadFont(fileName: string): Plugin {
  return {
    name: 'gemilang:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(fileName)),
        );
        if (!asset) throw new Error(`${fileName} is not in the build: styles.css no longer uses it?`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
