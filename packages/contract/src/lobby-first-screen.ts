/**
 * The cards of a game lobby's first screen on a phone, two rows of two. The site asks for their pictures at
 * once and with priority, and the server draws as many in index.html's static first paint (ADR 043): the
 * same number on both sides, or the static cards and the lobby's own would not be the same set.
 */
export const LOBBY_FIRST_SCREEN_CARDS = 4;
