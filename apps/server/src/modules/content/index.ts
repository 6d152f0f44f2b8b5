// The content module's entry: what other modules may call (docs/architecture.md, Tables).
export { type FirstPaintContent, firstPaintContent } from './first-paint-content';
