import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Names in index.html the script files of each page a visitor may arrive on by its address (a lobby, the
 * lottery, a sign-in dialog, a member-centre link), one `<meta name="arrival-code">` each, which the boot script
 * reads to ask for that page's files one task at a time (boot/arrival-code.ts; ADR 043, "The arrival page's
 * files, one a task"). Left to Vite's preload helper, they were a dozen link elements built in one long task in
 * the middle of the load. Not module preloads in the page itself: the browser would fetch them before the
 * first paint, beside what that paint needs.
 *
 * `arrivals` maps a name to the source modules whose code that arrival needs; each meta lists those modules'
 * chunks and every chunk they import statically, less what index.html loads already.
 */
export function arrivalChunks(arrivals: Record<string, string[]>): Plugin {
  return {
    name: 'gemilang:arrival-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        return Object.entries(arrivalFiles(context.bundle, arrivals)).map(([name, files]) => ({
          tag: 'meta',
          attrs: { name: 'arrival-code', 'data-arrival': name, content: files.join(' ') },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** For each arrival, the chunk files (as addresses, `/assets/…`) its modules need beyond the entry's. */
export function arrivalFiles(bundle: OutputBundle, arrivals: Record<string, string[]>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk[]) => {
    const files = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const chunk = queue.shift() as OutputChunk;
      if (files.has(chunk.fileName)) continue;
      files.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) queue.push(imported);
      }
    }
    return files;
  };
  const loadedByThePage = closure(chunks.filter((chunk) => chunk.isEntry));
  const normalised = (id: string) => id.replaceAll('\\', '/');
  const result: Record<string, string[]> = {};
  for (const [name, modules] of Object.entries(arrivals)) {
    const starts = modules.map((module) => {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => normalised(id).endsWith(module)));
      // A renamed or moved page would otherwise be preloaded by nothing, silently.
      if (!chunk) throw new Error(`arrival "${name}": no chunk holds ${module}`);
      return chunk;
    });
    result[name] = [...closure(starts)].filter((file) => !loadedByThePage.has(file)).map((file) => `/${file}`);
  }
  return result;
}
