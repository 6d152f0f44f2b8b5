/**
 * The keys of the member's account queries (details, balance, funds), here so that whatever moves money (a
 * game-wallet transfer) can have the header's balance read again. Keyed by token: a new sign-in (another
 * account, or the same after a password change) reads afresh.
 */
export const accountKeys = {
  all: ['account'] as const,
  info: (token: string) => ['account', 'info', token] as const,
  balance: (token: string) => ['account', 'balance', token] as const,
  funds: (token: string) => ['account', 'funds', token] as const,
};
