// The play page's two button looks, in a file of their own so the panels and games that use them need not
// import the page that imports them (docs/architecture.md, "Tests": no runtime import cycle).

export const goldButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-gold px-5 font-bold text-night hover:bg-gold-pressed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-50';
export const quietButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-line bg-raised px-4 font-semibold text-ink hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-50';
