/** The look of a native select in a filter panel (records, the points mall's details): one height, one border. */
export const selectClass =
  'min-h-11 rounded-lg border border-line bg-night/70 px-3 text-base text-ink focus-visible:border-gold focus-visible:outline-none sm:text-sm';
