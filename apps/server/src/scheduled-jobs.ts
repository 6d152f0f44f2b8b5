import { CONTRACT_JOB_EVERY_MS, runContractJob } from './modules/agent-contracts/contract-job';
import { SETTLE_STALE_EVERY_MS, settleAllStaleDeposits } from './modules/deposits/sync-deposit-with-gateway';
import { CASINO_SWEEP_EVERY_MS, resumeStaleRounds } from './modules/games/in-house/resume-rounds';
import { resolveStaleTransfers, TRANSFER_SWEEP_EVERY_MS } from './modules/games/transfer/resolve-transfers';
import { LOTTERY_JOB_EVERY_MS, runLotteryJob } from './modules/lottery/lottery-job';
import { COMPLETE_MISSIONS_EVERY_MS, completeMissions } from './modules/missions/complete-missions';
import { PAY_RACES_EVERY_MS, payRaces } from './modules/missions/pay-races';
import { PUBLISH_RACE_BOARDS_EVERY_MS, publishRaceBoards } from './modules/missions/publish-race-boards';
import { EXPIRE_GRANTS_EVERY_MS, expireGrants } from './modules/promotions/expire-grants';
import { REBATE_JOB_EVERY_MS, runRebates } from './modules/rebates/rebate-job';
import { REFERRAL_SHARES_EVERY_MS, runReferralShares } from './modules/referrals/share-job';
import { PAY_DUE_REWARDS_EVERY_MS, payDueRewards } from './modules/rewards/pay-due-rewards';
import { PRUNE_OLD_CHATS_EVERY_MS, pruneOldChats } from './modules/support-chat/prune-old-chats';
import { runVip, VIP_JOB_EVERY_MS } from './modules/vip/vip-job';
import { AUTO_CONFIRM_EVERY_MS, autoConfirmWithdrawals } from './modules/withdrawals/auto-confirm-withdrawals';
import type { ScheduledJob } from './platform/jobs';
import { PRUNE_THROTTLE_HITS_EVERY_MS, pruneThrottleHits } from './platform/prune-throttle-hits';

/**
 * Every job the server runs on a timer, in one list that the app registers (`platform/jobs.ts` runs them;
 * docs/architecture.md, "Background work", says what each does and how it is claimed across processes).
 * A route file never registers a job: a new job is one more entry here, naming its module's job function.
 *
 * Agent wages and dividends stay ONE job: each run records both, pays what the uplines' wallets cover, and
 * only then forces the dividends past their grace and takes back the house's advances (ADR 037, 038). Two
 * timers would let a forcing run come before the paying run of the same minute and freeze an upline whose
 * money had arrived, so the order inside one run is the behaviour.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'throttle-hits-prune',
    everyMs: PRUNE_THROTTLE_HITS_EVERY_MS,
    run: (deps) => pruneThrottleHits(deps.db, deps.now()),
  },
  { name: 'deposit-settle-stale', everyMs: SETTLE_STALE_EVERY_MS, run: (deps) => settleAllStaleDeposits(deps) },
  { name: 'withdrawal-auto-confirm', everyMs: AUTO_CONFIRM_EVERY_MS, run: (deps) => autoConfirmWithdrawals(deps) },
  { name: 'agent-wages-and-dividends', everyMs: CONTRACT_JOB_EVERY_MS, run: (deps) => runContractJob(deps) },
  { name: 'lottery-draws', everyMs: LOTTERY_JOB_EVERY_MS, run: (deps) => runLotteryJob(deps) },
  { name: 'casino-rounds-finish-stale', everyMs: CASINO_SWEEP_EVERY_MS, run: (deps) => resumeStaleRounds(deps) },
  {
    name: 'vendor-transfers-resolve-stale',
    everyMs: TRANSFER_SWEEP_EVERY_MS,
    run: (deps) => resolveStaleTransfers(deps),
  },
  { name: 'bonus-grants-expire', everyMs: EXPIRE_GRANTS_EVERY_MS, run: (deps) => expireGrants(deps) },
  { name: 'rewards-pay-due', everyMs: PAY_DUE_REWARDS_EVERY_MS, run: (deps) => payDueRewards(deps) },
  { name: 'rebates-compute', everyMs: REBATE_JOB_EVERY_MS, run: (deps) => runRebates(deps) },
  { name: 'missions-complete', everyMs: COMPLETE_MISSIONS_EVERY_MS, run: (deps) => completeMissions(deps) },
  { name: 'race-boards-publish', everyMs: PUBLISH_RACE_BOARDS_EVERY_MS, run: (deps) => publishRaceBoards(deps) },
  { name: 'races-pay', everyMs: PAY_RACES_EVERY_MS, run: (deps) => payRaces(deps) },
  { name: 'vip-levels', everyMs: VIP_JOB_EVERY_MS, run: (deps) => runVip(deps) },
  { name: 'referral-shares', everyMs: REFERRAL_SHARES_EVERY_MS, run: (deps) => runReferralShares(deps) },
  { name: 'support-chats-prune', everyMs: PRUNE_OLD_CHATS_EVERY_MS, run: (deps) => pruneOldChats(deps) },
];
