import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { newMember, signInFromHeader, startIn } from './support';

// axe-core, the engine behind Lighthouse's accessibility audit, over the pages issue 9 budgets, at a phone's
// width and a desktop's. It runs the WCAG 2.1 A and AA rules, colour contrast among them (VISUAL.md: text at
// least AA on its background).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; nodes: { target: string[]; failureSummary: string }[] };

/** What axe finds on the page as it stands, one line per element. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, so the site's Content-Security-Policy does not apply to it.
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((result) => result.violations),
    wcag,
  );
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary}`));
}

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
];

for (const { name, path, ready } of [
  { name: 'home', path: '/index', ready: (page: Page) => page.getByRole('heading', { name: 'Popular lotteries' }) },
  { name: 'register dialog', path: '/register', ready: (page: Page) => page.getByRole('dialog', { name: 'Register' }) },
  { name: 'lottery lobby', path: '/lottery', ready: (page: Page) => page.getByRole('tabpanel').first() },
  {
    name: 'game lobby',
    path: '/rng',
    ready: (page: Page) => page.getByRole('button', { name: /^Play / }).first(),
  },
]) {
  test(`axe finds no WCAG 2.1 AA failure on the ${name}, on a phone and a desktop`, async ({ page }) => {
    await startIn(page, 'en');
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await violations(page), `${size.width} px`).toEqual([]);
    }
  });
}

test("axe finds no WCAG 2.1 AA failure in a signed-in member's personal centre, on a phone and a desktop", async ({
  page,
  request,
}) => {
  const { username, password } = await newMember(request, 'axe');
  await signInFromHeader(page, username, password);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/index?mc=securityCenter');
    await expect(page.getByRole('dialog', { name: 'Personal centre' })).toBeVisible();
    expect(await violations(page), `${size.width} px`).toEqual([]);
  }
});
