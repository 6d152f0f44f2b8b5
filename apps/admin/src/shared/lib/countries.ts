/** A two-letter country code's name in the operator's language, from the browser's own data. */
export function countryName(code: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([language === 'zh' ? 'zh-Hans' : language], { type: 'region' });
    const name = names.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : '';
  } catch {
    return '';
  }
}

/** True for a code the browser knows as a region (so `ZZ` or `12` are refused before the server is asked). */
export function isKnownCountry(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && countryName(code, 'en') !== '';
}
