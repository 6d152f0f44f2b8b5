import type { AdminTables } from './schema/admin';
import type { AgentContractsTables } from './schema/agent-contracts';
import type { BetsTables } from './schema/bets';
import type { CheckInTables } from './schema/check-in';
import type { ContentTables } from './schema/content';
import type { DepositsTables } from './schema/deposits';
import type { FeedbackTables } from './schema/feedback';
import type { GamesTables } from './schema/games';
import type { LotteryTables } from './schema/lottery';
import type { MemberTables } from './schema/member';
import type { MemberOverviewTables } from './schema/member-overview';
import type { MessagesTables } from './schema/messages';
import type { MissionsTables } from './schema/missions';
import type { PlatformTables } from './schema/platform';
import type { PointsTables } from './schema/points';
import type { PromotionsTables } from './schema/promotions';
import type { ProtectionTables } from './schema/protection';
import type { RebatesTables } from './schema/rebates';
import type { RedEnvelopesTables } from './schema/red-envelopes';
import type { ReferralsTables } from './schema/referrals';
import type { RewardsTables } from './schema/rewards';
import type { SessionTables } from './schema/session';
import type { SupportChatTables } from './schema/support-chat';
import type { SystemTables } from './schema/system';
import type { TeamTables } from './schema/team';
import type { TransfersTables } from './schema/transfers';
import type { VipTables } from './schema/vip';
import type { WalletTables } from './schema/wallet';
import type { WithdrawalsTables } from './schema/withdrawals';

export type * from './schema/admin';
export type * from './schema/agent-contracts';
export type * from './schema/bets';
export type * from './schema/check-in';
export type * from './schema/columns';
export type * from './schema/content';
export type * from './schema/deposits';
export type * from './schema/feedback';
export type * from './schema/games';
export type * from './schema/lottery';
export type * from './schema/member';
export type * from './schema/member-overview';
export type * from './schema/messages';
export type * from './schema/missions';
export type * from './schema/platform';
export type * from './schema/points';
export type * from './schema/promotions';
export type * from './schema/protection';
export type * from './schema/rebates';
export type * from './schema/red-envelopes';
export type * from './schema/referrals';
export type * from './schema/rewards';
export type * from './schema/session';
export type * from './schema/support-chat';
export type * from './schema/system';
export type * from './schema/team';
export type * from './schema/transfers';
export type * from './schema/vip';
export type * from './schema/wallet';
export type * from './schema/withdrawals';

/**
 * Every table, for Kysely. Each table is declared in the schema file of the one module (or the platform) that owns
 * it, `schema/<owner>.ts`; only that owner's code names it in SQL, and other modules reach it through the owner's
 * exported functions (docs/architecture.md, Tables; the architecture test keeps it so). A migration that adds a
 * table adds its interface to its owner's file.
 */
export interface Database
  extends PlatformTables,
    SystemTables,
    MemberTables,
    MemberOverviewTables,
    SessionTables,
    AdminTables,
    ContentTables,
    WalletTables,
    MessagesTables,
    BetsTables,
    LotteryTables,
    GamesTables,
    DepositsTables,
    WithdrawalsTables,
    TransfersTables,
    TeamTables,
    AgentContractsTables,
    PromotionsTables,
    ProtectionTables,
    RewardsTables,
    CheckInTables,
    RedEnvelopesTables,
    ReferralsTables,
    RebatesTables,
    VipTables,
    MissionsTables,
    PointsTables,
    FeedbackTables,
    SupportChatTables {}
