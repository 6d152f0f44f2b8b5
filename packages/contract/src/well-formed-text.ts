/**
 * Text the API accepts is well-formed Unicode: no lone surrogate (a "\ud800" without its pair), which
 * JSON can carry but UTF-8, and so PostgreSQL, cannot store. With the `u` flag a regular expression reads
 * a proper pair as one code point, so \p{Cs} matches an unpaired surrogate only.
 * (String.prototype.isWellFormed says the same, but is not in the ES2023 library the packages compile to.)
 */
const loneSurrogate = /\p{Cs}/u;

export function isWellFormedText(text: string): boolean {
  return !loneSurrogate.test(text);
}
