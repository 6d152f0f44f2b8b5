import type { Plugin } from 'vite';

/**
 * Puts a first visit's scripts in two files instead of forty (docs/architecture.md, Budgets: fewer initial requests). Left
 * alone, Rolldown gives every module that the first paint shares with a page loaded later (an icon, a
 * button) a chunk of its own, and the browser fetches each. Here every module the entry imports
 * statically goes into one chunk (`boot`), and every further module the routed shell imports statically
 * into another (`routed-site`, fetched beside the permission call, see main.tsx); later pages that use one of
 * these modules take it from the chunk already loaded.
 */
const barrelSize = 30;

export function firstLoadChunks(shellModule: RegExp) {
  const boot = new Set<string>();
  const shell = new Set<string>();

  const plugin: Plugin = {
    name: 'gemilang:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const staticClosure = (start: string[], into: Set<string>, skip: Set<string>) => {
        const queue = [...start];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          const imported = this.getModuleInfo(id)?.importedIds ?? [];
          // A library's index that re-exports all its parts (radix-ui, lucide-react): what it names is not
          // what the site uses, so its parts are left to Rolldown, which knows which are used where.
          if (id.includes('node_modules') && imported.length > barrelSize) continue;
          queue.push(...imported);
        }
      };
      const ids = [...this.getModuleIds()];
      staticClosure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        boot,
        new Set(),
      );
      staticClosure(
        ids.filter((id) => shellModule.test(id)),
        shell,
        boot,
      );
    },
  };

  const groups = [
    { name: 'boot', test: (id: string) => boot.has(id), priority: 2 },
    { name: 'routed-site', test: (id: string) => shell.has(id), priority: 1 },
  ];
  return { plugin, groups };
}
