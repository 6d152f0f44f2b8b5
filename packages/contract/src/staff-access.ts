/**
 * The back office's roles and what each may do (ADR 069; the table in docs/product.md, Roles). One table serves the
 * server, which refuses a call its rule leaves out (`authorize` in platform/auth.ts), and the back office, which
 * shows only the pages a role may open: they cannot drift apart.
 *
 * A rule lists the roles it lets in rather than those it keeps out, so a role added later is refused everywhere until
 * a rule names it.
 */
export const operatorRoles = ['admin', 'cs', 'finance', 'risk', 'marketing'] as const;
export type TOperatorRole = (typeof operatorRoles)[number];

const everyRole = operatorRoles;

export const staffAccess = {
  /** An operator's own session: sign in, who am I, own password, sign out. */
  staff: everyRole,
  /** Finding and reading a member: the list, the detail and overview, masked bank accounts, staff notes, the agent tree. */
  memberLookup: ['admin', 'cs', 'finance', 'risk'],
  /** A member's access: lock, unlock, reset the password. */
  memberAccess: ['admin', 'cs', 'risk'],
  /** Answering players: the live chat console, the feedback inbox, goodwill points. */
  support: ['admin', 'cs'],
  /** Entering and confirming lottery results (two different operators, ADR 027). */
  lotteryResults: ['admin', 'cs', 'risk'],
  /** Reading the withdrawal queue, a request and the withdrawal rules, and refusing a withdrawal. */
  withdrawalReview: ['admin', 'finance', 'risk'],
  /** Money: deposits, paying withdrawals, full account numbers, deposit methods, adjustments, reconciliation, agents' payouts. */
  cashier: ['admin', 'finance'],
  /** Watching for abuse: frozen accounts, game rounds, the audit log, members' labels. */
  risk: ['admin', 'risk'],
  /** Promotions and loyalty: offers, applications, grants, rewards, VIP, the points mall, the site's content. */
  promotions: ['admin', 'marketing'],
  /** The dashboard and the reports with their CSV files. */
  reports: ['admin', 'finance', 'risk', 'marketing'],
  /** Settings, staff accounts, games and draws set-up, agents' contracts' terms: the administrator alone. */
  operatorAdmin: ['admin'],
} as const satisfies Record<string, readonly TOperatorRole[]>;

export type StaffAccess = keyof typeof staffAccess;

export function isStaffAccess(access: string): access is StaffAccess {
  return Object.hasOwn(staffAccess, access);
}

/** Whether an operator of `role` may use what `access` guards. */
export function staffMay(access: StaffAccess, role: TOperatorRole | undefined): boolean {
  return role !== undefined && (staffAccess[access] as readonly TOperatorRole[]).includes(role);
}
