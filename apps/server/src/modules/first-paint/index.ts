/**
 * The first paint's server side (ADR 043): index.html sent with what the server knows of the brand drawn in
 * (its first banner, its headline line in each language, a game lobby's first cards), so the largest paint
 * starts with the HTML instead of after the boot script and its reads. app.ts hands firstPaintPages to the
 * static sites (platform/static-sites.ts), which call it for every page of the player site.
 */
export { firstPaintPages } from './first-paint-pages';
