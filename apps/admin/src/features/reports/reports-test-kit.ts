// Test-only helpers for the report pages' tests (imported by *.test.tsx, never by the app).
import { merchantStatus, ok } from '../../test/render';

/** The calls every back-office page makes before its report: who signed in and the brand (its time zone). */
export const signedInRoutes = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
};

/** The words an element shows, its pieces (a title and its code) separated by one space. */
function shown(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push((walker.currentNode.textContent ?? '').trim());
  return parts.filter(Boolean).join(' ');
}

/** A table as the operator reads it: each row's cells, the header row first and the totals line last. */
export function tableText(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map(shown));
}

/** A phone's cards (ADR 067 reports on a phone): each card's words. */
export function cardsText(list: HTMLElement): string[] {
  return [...list.querySelectorAll(':scope > li')].map(shown);
}
