/**
 * The kinds of ledger entry, which the account record shows and filters by. Each names where money moves
 * (from → to); the idempotency key is unique per merchant and kind.
 */
export const entryKinds = {
  /** payment clearing → member wallet: a deposit credited (bank transfer approved, gateway paid). */
  deposit: 'deposit',
  /** member wallet → withdrawal hold: a withdrawal requested. */
  withdrawalHold: 'withdrawal_hold',
  /** withdrawal hold → member wallet: a withdrawal (or its unpaid remainder) rejected. */
  withdrawalRelease: 'withdrawal_release',
  /** withdrawal hold → payment clearing: the cashier paid the member's bank (in full or a part). */
  withdrawalPayout: 'withdrawal_payout',
  /** member wallet → the upline's member wallet. */
  transferUpline: 'transfer_upline',
  /** member wallet → a member of the sender's downline (an agent's transfer to a subordinate). */
  transferDownline: 'transfer_downline',
  /** house ↔ member wallet: an operator's manual adjustment, with a reason. */
  adjustment: 'adjustment',
  /** member wallet → bets in play: a lottery slip placed (its stakes). */
  betStake: 'bet_stake',
  /** bets in play → member wallet: a slip cancelled before its cut-off. */
  betCancel: 'bet_cancel',
  /** bets in play → house, house → member wallet: one member's bets of one draw settled (winnings, pushes, voids). */
  betSettle: 'bet_settle',
  /**
   * house ↔ member wallet: a settled draw's result corrected; the difference of the member's payouts (ADR 026).
   * Wallet → house only as far as the wallet holds it: the rest is recorded as unrecovered, never a debt balance.
   */
  betCorrection: 'bet_correction',
  /** member wallet → bets in play: a game vendor's debit (a stake) in a round (ADR 030). */
  gameDebit: 'game_debit',
  /** house → member wallet: a game vendor's credit (a win, bonus or jackpot). */
  gameCredit: 'game_credit',
  /** bets in play → member wallet: a game vendor's rollback refunding one debit. */
  gameRollback: 'game_rollback',
  /** bets in play → house: a game round ended, its stakes are the house's (the wins were paid by credits). */
  gameRoundEnd: 'game_round_end',
  /** member wallet → the vendor's account: money moved into a transfer-mode vendor's sub-wallet (ADR 040). */
  vendorTransferIn: 'vendor_transfer_in',
  /** the vendor's account → member wallet: money the vendor paid out of the member's sub-wallet. */
  vendorTransferOut: 'vendor_transfer_out',
  /** the vendor's account → member wallet: a transfer in the vendor refused (or never received), given back. */
  vendorTransferRefund: 'vendor_transfer_refund',
  /** upline's member wallet → downline's member wallet: a wage of an agents' contract for a period (ADR 037). */
  agentWage: 'agent_wage',
  /**
   * upline's member wallet → downline's member wallet: a dividend for a period (ADR 038). Forced at the grace's
   * end: the upline's wallet as far as it holds it, the rest advanced by the house (house → downline's wallet).
   */
  agentDividend: 'agent_dividend',
  /**
   * frozen upline's member wallet → house: the house's advance on a forced dividend taken back, as far as the
   * wallet holds it, by the contract job while the upline stays frozen (ADR 038).
   */
  agentDividendRecovery: 'agent_dividend_recovery',
  /** promotion budget → a grant's bonus account: a bonus granted (ADR 057). */
  bonusGrant: 'bonus_grant',
  /** a grant's bonus account → member wallet (and any excess over the cap back to the budget): a bonus completed. */
  bonusConvert: 'bonus_convert',
  /** a grant's bonus account → promotion budget: a bonus forfeited or expired; the member's cash never moves. */
  bonusForfeit: 'bonus_forfeit',
  /**
   * bonus returns → a grant's bonus account (or the promotion budget when the grant ended): the bonus share of a
   * win or refund, which the bet's own entry parked in the returns account (ADR 057).
   */
  bonusReturn: 'bonus_return',
  // Points (ADR 064): their own unit, so each entry below moves points only or money only.
  /** points issuer → member's points: valid bets settled (a draw's batch, a round's end) earned points. */
  pointsAccrual: 'points_accrual',
  /** issuer ↔ member's points: a corrected result made bets valid or not, their points given or taken back. */
  pointsCorrection: 'points_correction',
  /** points issuer → member's points: a credited deposit earned points. */
  pointsDeposit: 'points_deposit',
  /** member's points → points held: a redemption applied for. */
  pointsRedeem: 'points_redeem',
  /** points held → points issuer: a redemption approved (its points are spent). */
  pointsRedeemApprove: 'points_redeem_approve',
  /** points held → member's points: a redemption rejected, its points given back. */
  pointsRedeemReturn: 'points_redeem_return',
  /** member wallet → points mall: the money an item asks besides points, held while its redemption applies. */
  pointsMallPayment: 'points_mall_payment',
  /** points mall → house: an approved redemption's money. */
  pointsMallSettle: 'points_mall_settle',
  /** points mall → member wallet: a rejected redemption's money given back. */
  pointsMallRefund: 'points_mall_refund',
  /** member's points → points issuer: points converted to cash (the cash moves in `points_cash`). */
  pointsConvert: 'points_convert',
  /** promotion budget (code `points`) → member wallet: the cash of a points conversion. */
  pointsCash: 'points_cash',
  /** issuer ↔ member's points: an operator's adjustment with a reason. */
  pointsAdjustment: 'points_adjustment',
} as const;

/**
 * The movements a member makes of their own money: a frozen member's wallet refuses them (account_frozen,
 * ADR 038), while money the system moves (settlements, corrections, adjustments, a forced dividend) still moves.
 */
export const ownSpendingKinds: ReadonlySet<string> = new Set([
  entryKinds.withdrawalHold,
  entryKinds.transferUpline,
  entryKinds.transferDownline,
  entryKinds.betStake,
  entryKinds.gameDebit,
  entryKinds.vendorTransferIn,
  entryKinds.pointsMallPayment,
]);

export type EntryKind = (typeof entryKinds)[keyof typeof entryKinds];
