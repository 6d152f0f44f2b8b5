import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knownEntryBreaks, knownTableBreaks } from './test/architecture-known-breaks';

// The rules of the house as a test over the import graph of every workspace's sources (docs/architecture.md,
// "Tests"): no runtime import cycle; the layers point one way; a web feature does not reach into another; a
// server module is entered only through its index.ts; and a module (or the platform) names in SQL only the
// tables its own schema file declares (db/schema/<owner>.ts).
// Test files and test harnesses are left out: they are not shipped and may reach anywhere.
// Today's known breaks are listed below with their reason; the test fails on a new break and on a listed one
// that no longer happens, so the list can only shrink.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sourceRoots = [
  'apps/server/src',
  'apps/web/src',
  'apps/admin/src',
  'packages/contract/src',
  'packages/games/src',
];

/** The workspace packages the sources import by name, and the file each entry point names. */
const packageEntries: Record<string, string> = {
  '@gemilang/contract': 'packages/contract/src/index.ts',
  '@gemilang/contract/web': 'packages/contract/src/web.ts',
  '@gemilang/contract/testing': 'packages/contract/src/testing.ts',
  '@gemilang/games': 'packages/games/src/index.ts',
};

type Rule = 'layer' | 'feature';
/** A known break: the import (paths from the repository root) and why it is still there. */
type Allowed = { rule: Rule; from: string; to: string; reason: string };

/**
 * Known breaks of the layering and of the feature walls, each to be removed by the change that mends it.
 * None today: the last ones (pieces one site feature grew and others used) moved to the site's shared/.
 */
const allowed: Allowed[] = [];

type Edge = { from: string; to: string; runtime: boolean; lazy: boolean };

function isTestFile(file: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(file) ||
    /-test-kit\.ts$/.test(file) ||
    /(^|\/)test(-setup)?(\/|\.tsx?$)/.test(file.replace(/^(apps|packages)\/[^/]+\/src\//, ''))
  );
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTestFile(path)) out.push(path);
  }
  return out;
}

function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  if (specifier in packageEntries) return packageEntries[specifier];
  if (!specifier.startsWith('.')) return undefined; // a library from node_modules or node itself
  const base = relative(root, resolve(root, dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined; // a stylesheet, a JSON catalogue, an asset
}

/** True when an import or export clause brings in types only, so nothing of the target runs because of it. */
function typeOnly(
  typeKeyword: string | undefined,
  defaultName: string | undefined,
  braces: string | undefined,
): boolean {
  if (typeKeyword) return true;
  if (defaultName || !braces?.startsWith('{')) return false;
  const names = braces
    .slice(1, -1)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

// Statements start a line (the formatter sees to that), so commented-out code (`// import …`, ` * import …`)
// is not mistaken for an import.
const importFrom =
  /^[ \t]*import\s+(type\s+)?(?:([\w$]+)\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*['"]([^'"]+)['"]/gm;
const bareImport = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const exportFrom = /^[ \t]*export\s+(type\s+)?(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importGraph(): { files: string[]; edges: Edge[] } {
  const files = sourceRoots.flatMap((dir) => sourceFiles(dir));
  const known = new Set(files);
  const edges: Edge[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    const add = (specifier: string | undefined, runtime: boolean, lazy: boolean) => {
      if (specifier === undefined) return;
      const to = resolveImport(from, specifier, known);
      if (to && to !== from) edges.push({ from, to, runtime, lazy });
    };
    for (const m of text.matchAll(importFrom)) add(m[4], !typeOnly(m[1], m[2], m[3]), false);
    for (const m of text.matchAll(bareImport)) add(m[1], true, false);
    for (const m of text.matchAll(exportFrom)) add(m[3], !typeOnly(m[1], undefined, m[2]), false);
    for (const m of text.matchAll(dynamicImport)) add(m[1], true, true);
  }
  return { files, edges };
}

/**
 * Import cycles among runtime imports loaded eagerly (a lazy `import()` runs after every module has loaded, so it
 * cannot see a half-initialised one). Each cycle is reported once, as a path of files back to its start.
 */
function runtimeCycles(files: string[], edges: Edge[]): string[] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) if (edge.runtime && !edge.lazy) next.get(edge.from)?.push(edge.to);
  // Tarjan's strongly connected components: each component of more than one file holds at least one cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): number => {
    const own = counter++;
    let lowest = own;
    index.set(node, own);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      const seen = index.get(target);
      if (seen === undefined) lowest = Math.min(lowest, visit(target));
      else if (onStack.has(target)) lowest = Math.min(lowest, seen);
    }
    if (lowest === own) {
      const component = stack.splice(stack.lastIndexOf(node));
      for (const member of component) onStack.delete(member);
      if (component.length > 1) components.push(component);
    }
    return lowest;
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return components.map((component) => loopThrough(component, next));
}

/**
 * The shortest loop from the component's first file back to itself, so the message reads as a path, then the
 * component's other files (each on some other loop through the same files).
 */
function loopThrough(component: string[], next: Map<string, string[]>): string {
  const inside = new Set(component);
  const [start = ''] = [...component].sort();
  const previous = new Map<string, string>();
  const queue = [start];
  let end: string | undefined;
  for (let node = queue.shift(); node !== undefined && end === undefined; node = queue.shift()) {
    for (const target of next.get(node) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        end = node;
        break;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  const path = [start];
  for (let node = end; node !== undefined && node !== start; node = previous.get(node)) path.splice(1, 0, node);
  const others = component.filter((file) => !path.includes(file)).sort();
  const loop = [...path, start].join('\n  -> ');
  return others.length > 0 ? `${loop}\n  (and in the same knot: ${others.join(', ')})` : loop;
}

const serverSrc = 'apps/server/src/';
const inServer = (file: string, part: string) => file.startsWith(`${serverSrc}${part}`);
const appOf = (file: string) => /^apps\/([^/]+)\//.exec(file)?.[1];
const featureOf = (file: string) => /^apps\/(web|admin)\/src\/features\/([^/]+)\//.exec(file)?.slice(1).join('/');

/**
 * The server's database layer: the schema's types, the connection and the migrations. It is the bottom of
 * the server (contract/games -> db -> platform -> modules -> app), so it imports nothing of the server above it.
 */
const databaseLayer = (file: string) =>
  /^apps\/server\/src\/db\/(schema|schema\/[\w-]+|connection|after-commit|migrate)\.ts$/.test(file);

/** The layering rule an import breaks, if any, in words for the failure message. */
function layerBreak(from: string, to: string): string | undefined {
  if (from.startsWith('packages/') && to.startsWith('apps/')) return 'a shared package imports an app';
  if (appOf(from) && appOf(to) && appOf(from) !== appOf(to)) return 'an app imports another app';
  // The app, the start-up and the demo data it seeds assemble the modules; nothing below them imports them.
  const top = to === `${serverSrc}app.ts` || to === `${serverSrc}main.ts` || inServer(to, 'demo/');
  if (inServer(from, 'db/') && (inServer(to, 'platform/') || inServer(to, 'modules/') || top)) {
    return 'db/ imports the server above it';
  }
  if (inServer(from, 'platform/')) {
    if (inServer(to, 'modules/')) return 'the server platform imports a module';
    if (inServer(to, 'db/') && !databaseLayer(to)) return 'the server platform imports db/ beyond the database layer';
    if (top) return 'the server platform imports the app or its demo data';
  }
  if (inServer(from, 'modules/') && top) return 'a server module imports the app or the demo data that assemble it';
  return undefined;
}

function breaks(edges: Edge[]): Array<{ rule: Rule; from: string; to: string; why: string }> {
  const found = new Map<string, { rule: Rule; from: string; to: string; why: string }>();
  for (const { from, to } of edges) {
    const layer = layerBreak(from, to);
    if (layer) found.set(`layer ${from} ${to}`, { rule: 'layer', from, to, why: layer });
    const [own, other] = [featureOf(from), featureOf(to)];
    if (own && other && own !== other) {
      found.set(`feature ${from} ${to}`, { rule: 'feature', from, to, why: `feature ${own} imports feature ${other}` });
    }
  }
  return [...found.values()];
}

describe('the import graph', () => {
  const { files, edges } = importGraph();

  it('reads every workspace and resolves the imports between them', () => {
    // A guard on the reader itself: if the patterns stopped matching, every rule below would pass vacuously.
    expect(files.length).toBeGreaterThan(500);
    expect(edges.length).toBeGreaterThan(2000);
    expect(edges.some((e) => e.to === packageEntries['@gemilang/contract'] && e.from.startsWith('apps/web/'))).toBe(
      true,
    );
  });

  it('has no runtime import cycle', () => {
    const cycles = runtimeCycles(files, edges);
    expect(cycles, `runtime import cycles (move the shared piece into its own file):\n${cycles.join('\n\n')}`).toEqual(
      [],
    );
  });

  it('keeps the layers and the feature walls, apart from the listed known breaks', () => {
    const found = breaks(edges);
    const isAllowed = (b: { rule: Rule; from: string; to: string }) =>
      allowed.some((a) => a.rule === b.rule && a.from === b.from && a.to === b.to);
    const fresh = found.filter((b) => !isAllowed(b)).map((b) => `${b.why}: ${b.from} -> ${b.to}`);
    expect(fresh, `imports that break the architecture (docs/architecture.md):\n${fresh.join('\n')}`).toEqual([]);
    const mended = allowed
      .filter((a) => !found.some((b) => b.rule === a.rule && b.from === a.from && b.to === a.to))
      .map((a) => `${a.rule}: ${a.from} -> ${a.to}`);
    expect(mended, `listed breaks that no longer happen: remove them from the list:\n${mended.join('\n')}`).toEqual([]);
  });
});

/** The owner of a server file whose SQL the table rule reads: a module's name, or `platform`. */
function sqlOwnerOf(file: string): string | undefined {
  if (inServer(file, 'platform/')) return 'platform';
  return /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
}

/** Each table and the owner whose schema file declares it, read from `db/schema/<owner>.ts`. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const dir = `${serverSrc}db/schema`;
  for (const name of readdirSync(join(root, dir))) {
    const owner = name.replace(/\.ts$/, '');
    const text = readFileSync(join(root, dir, name), 'utf8');
    const tables = /export interface \w+Tables \{([^}]*)\}/.exec(text)?.[1] ?? '';
    for (const m of tables.matchAll(/^\s+(\w+): \w+;/gm)) owners.set(m[1] as string, owner);
  }
  return owners;
}

/** Code without its comments, so a comment that says "read from members" is not taken for SQL. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const kyselyTableCall =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const sqlTableWord = /\b(?:from|join|update|into|FROM|JOIN|UPDATE|INTO)\s+"?([a-z_][a-z0-9_]*)"?/g;

/** The tables a file names: in Kysely's builder calls, in raw SQL, and through `sql.table`. */
function tablesNamed(text: string, known: Map<string, string>): Set<string> {
  const code = withoutComments(text);
  const named = new Set<string>();
  for (const m of code.matchAll(kyselyTableCall)) {
    for (const q of (m[1] as string).matchAll(/['"](\w+)(?:\s+as\s+\w+)?['"]/g)) named.add(q[1] as string);
  }
  for (const m of code.matchAll(sqlTableWord)) named.add(m[1] as string);
  for (const m of code.matchAll(/sql\.table\(\s*'(\w+)'/g)) named.add(m[1] as string);
  return new Set([...named].filter((table) => known.has(table)));
}

const moduleOf = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const fromServer = (file: string) => file.slice(serverSrc.length);

/** Known breaks of a rule, as `from: [targets]`, checked both ways: no new break, no listed break mended. */
function compareWithKnown(found: Map<string, Set<string>>, known: Record<string, string[]>) {
  const fresh: string[] = [];
  const mended: string[] = [];
  for (const [from, targets] of found) {
    for (const target of targets) if (!known[from]?.includes(target)) fresh.push(`${from} -> ${target}`);
  }
  for (const [from, targets] of Object.entries(known)) {
    for (const target of targets) if (!found.get(from)?.has(target)) mended.push(`${from} -> ${target}`);
  }
  return { fresh: fresh.sort(), mended: mended.sort() };
}

describe('the server modules', () => {
  const { files, edges } = importGraph();
  const owners = tableOwners();

  it('reads the owners of the tables from the schema files', () => {
    // A guard on the reader: an empty map would let every module name every table.
    expect(owners.size).toBeGreaterThan(50);
    expect(owners.get('ledger_postings')).toBe('wallet');
    expect(owners.get('members')).toBe('member');
  });

  it("name in SQL only their own tables (another module's are reached through its exported functions)", () => {
    const found = new Map<string, Set<string>>();
    for (const file of files) {
      const owner = sqlOwnerOf(file);
      if (!owner) continue;
      const foreign = [...tablesNamed(readFileSync(join(root, file), 'utf8'), owners)].filter(
        (table) => owners.get(table) !== owner,
      );
      if (foreign.length > 0) found.set(fromServer(file), new Set(foreign));
    }
    const { fresh, mended } = compareWithKnown(found, knownTableBreaks);
    expect(
      fresh,
      `files naming another owner's tables (call the owner's exported function):\n${fresh.join('\n')}`,
    ).toEqual([]);
    expect(
      mended,
      `listed table breaks that no longer happen: remove them from the list:\n${mended.join('\n')}`,
    ).toEqual([]);
  });

  it("are entered only through each module's index.ts", () => {
    const found = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const [own, other] = [moduleOf(from), moduleOf(to)];
      if (!own || !other || own === other || to === `${serverSrc}modules/${other}/index.ts`) continue;
      const targets = found.get(fromServer(from)) ?? new Set<string>();
      targets.add(fromServer(to));
      found.set(fromServer(from), targets);
    }
    const { fresh, mended } = compareWithKnown(found, knownEntryBreaks);
    expect(fresh, `imports past another module's index.ts (export the function there):\n${fresh.join('\n')}`).toEqual(
      [],
    );
    expect(
      mended,
      `listed entry breaks that no longer happen: remove them from the list:\n${mended.join('\n')}`,
    ).toEqual([]);
  });

  it('bind their routes in files named routes.ts', () => {
    const misnamed = files.filter(
      (file) =>
        file.startsWith(serverSrc) &&
        !file.endsWith('/routes.ts') &&
        /\bdefineRoute\(/.test(withoutComments(readFileSync(join(root, file), 'utf8'))) &&
        file !== `${serverSrc}platform/define-route.ts`,
    );
    expect(misnamed.map(fromServer), 'files binding routes must be called routes.ts').toEqual([]);
  });

  it('take (deps, actor, input) in their use cases, not the HTTP request', () => {
    // Only routes.ts speaks HTTP: a use case a job, a test or another module calls must not need a request.
    const takers = files
      .filter((file) => moduleOf(file) && !file.endsWith('/routes.ts'))
      .filter((file) => /\bFastifyRequest\b/.test(withoutComments(readFileSync(join(root, file), 'utf8'))))
      .map(fromServer);
    expect(takers, 'use cases taking the request (take deps, actor and input; routes.ts builds the actor)').toEqual([]);
  });
});
