/**
 * Classes for a card's one control (a button or link holding the card's name) that covers the whole card: its
 * ::after is stretched over the nearest positioned box (the card, `relative`), so a press anywhere on the card
 * is a press on it, and the focus ring is drawn round the card. The card's other words (badges, vendor, art)
 * stay outside the control, so its accessible name holds every word it shows (WCAG 2.5.3, ADR 047).
 */
export const coversCard =
  "after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-gold";
