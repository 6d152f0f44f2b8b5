import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * How deep arrays and objects may nest in a request. No call of the API needs more than a handful of
 * levels; the ceiling only has to keep every later walk (the NUL check, zod, the handlers) shallow.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests deeper than `limit`, found in one pass over the characters (brackets inside
 * strings do not count) and stopping at the first level too many, so a megabyte of `[[[…` costs almost
 * nothing. Ill-formed text is not judged here: the JSON parser that follows refuses it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** JSON text as a value, refusing nesting beyond MAX_JSON_DEPTH before the text is parsed. */
export function parseBoundedJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('nesting_too_deep');
  return JSON.parse(text);
}

/**
 * Replaces Fastify's JSON body parser by the same parser (with its guard against prototype poisoning)
 * behind the depth check, so a deeply nested body is refused before anything walks it.
 */
export function registerBoundedJson(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError('nesting_too_deep'), undefined);
      return;
    }
    void defaultParser(request, body as string, done);
  });
}
