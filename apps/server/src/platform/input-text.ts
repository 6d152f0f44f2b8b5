import { isWellFormedText } from '@gemilang/contract';

/** What is wrong with a string of the input: a NUL, or a lone surrogate (ill-formed Unicode). */
export type TextProblem = 'nul' | 'ill_formed';

/** A place in the input: its key and the place that holds it, so a path is only spelled out when needed. */
interface Place {
  value: unknown;
  key: string;
  parent: Place | null;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '(body)';
}

function problemOf(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  return isWellFormedText(text) ? null : 'ill_formed';
}

/**
 * The first string of the input (a value or a key) that no column can store: PostgreSQL text holds neither
 * NUL nor a lone surrogate, and either would come back as a 500 from the database. Found before any SQL
 * sees the input. The walk keeps its own stack (no recursion, no path copied per level), so its cost grows
 * with the size of the input alone, however it is nested.
 */
export function badTextIn(value: unknown): { path: string; problem: TextProblem } | null {
  const stack: Place[] = [{ value, key: '', parent: null }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const inner = place.value;
    if (typeof inner === 'string') {
      const problem = problemOf(inner);
      if (problem) return { path: pathOf(place), problem };
    } else if (inner && typeof inner === 'object') {
      const entries = Object.entries(inner);
      for (const [key] of entries) {
        const problem = problemOf(key);
        if (problem) return { path: pathOf({ value: null, key, parent: place }), problem };
      }
      // Pushed last to first, so the first offending field in the input's own order is the one named.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: place });
      }
    }
  }
  return null;
}
