// Written by packages/contract/scripts/generate-route-refs.ts from the route definitions: do not edit.
import type { agentContractRoutes as agentContractRouteDefs } from './agent-contracts';
import type { betRoutes as betRouteDefs } from './bets';
import type { checkInRoutes as checkInRouteDefs } from './check-in';
import type { contentRoutes as contentRouteDefs } from './content';
import type { depositRoutes as depositRouteDefs } from './deposits';
import type { feedbackRoutes as feedbackRouteDefs } from './feedback';
import type { gamesRoutes as gamesRouteDefs } from './games';
import type { gamesLobbyRoutes as gamesLobbyRouteDefs } from './games-lobby';
import type { lotteryRoutes as lotteryRouteDefs } from './lottery';
import type { memberRoutes as memberRouteDefs } from './member';
import type { memberSecurityRoutes as memberSecurityRouteDefs } from './member-security';
import type { messageRoutes as messageRouteDefs } from './messages';
import type { missionRoutes as missionRouteDefs } from './missions';
import type { pointRoutes as pointRouteDefs } from './points';
import type { promotionRoutes as promotionRouteDefs } from './promotions';
import type { protectionRoutes as protectionRouteDefs } from './protection';
import type { rebateRoutes as rebateRouteDefs } from './rebate-today';
import type { recordRoutes as recordRouteDefs } from './records';
import type { redEnvelopeRoutes as redEnvelopeRouteDefs } from './red-envelopes';
import type { referralRoutes as referralRouteDefs } from './referrals';
import type { rewardRoutes as rewardRouteDefs } from './rewards';
import type { Access, Method, RouteDef } from './route';
import type { sessionRoutes as sessionRouteDefs } from './session';
import type { supportChatRoutes as supportChatRouteDefs } from './support-chat';
import type { systemRoutes as systemRouteDefs } from './system';
import type { teamRoutes as teamRouteDefs } from './team';
import type { transferRoutes as transferRouteDefs } from './transfers';
import type { vendorWalletRoutes as vendorWalletRouteDefs } from './vendor-wallets';
import type { vipRoutes as vipRouteDefs } from './vip';
import type { walletRoutes as walletRouteDefs } from './wallet';
import type { withdrawalRoutes as withdrawalRouteDefs } from './withdrawals';

/**
 * A route as the browser calls it: method, address, access rule and how the body travels, without its zod
 * schemas, so the player site's first script carries no zod (docs/architecture.md, Budgets). `D` is the full
 * definition, for the reply's type only. The tables below are written from the route tables the server binds
 * by scripts/generate-route-refs.ts (run by the player site's build); route-refs.test.ts fails when this file
 * is not what it writes.
 */
export interface RouteRef<D extends RouteDef = RouteDef> {
  method: Method;
  path: string;
  access: Access;
  encrypted?: boolean;
  form?: boolean;
  /** Never set: carries the definition's types. */
  readonly definition?: D;
}

/** The member's live channel (a WebSocket; see realtime.ts). */
export { realtimePath } from './realtime-path';

type RefsOf<G> = { [K in keyof G]: G[K] extends RouteDef ? RouteRef<G[K]> : never };

export const systemRoutes: RefsOf<typeof systemRouteDefs> = {
  status: { method: 'GET', path: '/wps/system/status', access: 'visitor' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', access: 'visitor' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', access: 'visitor' },
  captcha: { method: 'GET', path: '/wps/captcha', access: 'visitor' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', access: 'visitor' },
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter', access: 'visitor' },
  publicKey: { method: 'GET', path: '/wps/system/publicKey', access: 'visitor' },
};

export const contentRoutes: RefsOf<typeof contentRouteDefs> = {
  agentAnnouncements: { method: 'GET', path: '/wps/agent/announcements', access: 'agent' },
  announcements: { method: 'POST', path: '/wps/relay/MCSFE_getListAnnouncements', access: 'visitor' },
};

export const sessionRoutes: RefsOf<typeof sessionRouteDefs> = {
  login: { method: 'POST', path: '/wps/session/login', access: 'visitor', encrypted: true },
  logout: { method: 'DELETE', path: '/wps/session/logout', access: 'member' },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', access: 'visitor' },
  smsLoginCode: { method: 'POST', path: '/wps/verification/sms/noLogin', access: 'visitor' },
  smsRegisterCode: { method: 'POST', path: '/wps/verification/sms/register', access: 'visitor' },
};

export const memberRoutes: RefsOf<typeof memberRouteDefs> = {
  info: { method: 'GET', path: '/wps/member/info', access: 'member' },
  icon: { method: 'GET', path: '/wps/member/info/icon', access: 'member' },
  avatar: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', access: 'member' },
  register: { method: 'PUT', path: '/wps/member/register', access: 'visitor', encrypted: true },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', access: 'visitor', encrypted: true },
  affiliate: { method: 'GET', path: '/wps/agent/affiliate', access: 'visitor' },
  changePassword: { method: 'POST', path: '/wps/member/password', access: 'realMember', encrypted: true },
  resetByPhone: { method: 'POST', path: '/wps/member/password/verification', access: 'visitor', encrypted: true },
  resetByEmail: { method: 'POST', path: '/wps/member/password/email', access: 'visitor', form: true },
  resetByLink: { method: 'POST', path: '/wps/member/password/email/link', access: 'visitor', encrypted: true },
};

export const memberSecurityRoutes: RefsOf<typeof memberSecurityRouteDefs> = {
  overview: { method: 'GET', path: '/wps/member/security', access: 'realMember' },
  updateProfile: { method: 'PUT', path: '/wps/member/profile', access: 'realMember' },
  setPaymentPassword: { method: 'POST', path: '/wps/member/payment-password', access: 'realMember', encrypted: true },
  changePaymentPassword: { method: 'PUT', path: '/wps/member/payment-password', access: 'realMember', encrypted: true },
  mobileCode: { method: 'POST', path: '/wps/member/mobile/verification', access: 'realMember' },
  bindMobile: { method: 'PUT', path: '/wps/member/mobile', access: 'realMember' },
  emailCode: { method: 'POST', path: '/wps/member/email/verification', access: 'realMember' },
  bindEmail: { method: 'PUT', path: '/wps/member/email', access: 'realMember' },
  bankAccounts: { method: 'GET', path: '/wps/member/bank-accounts', access: 'realMember' },
  addBankAccount: { method: 'POST', path: '/wps/member/bank-accounts', access: 'realMember' },
  removeBankAccount: { method: 'DELETE', path: '/wps/member/bank-accounts/:id', access: 'realMember' },
  stockAvatars: { method: 'GET', path: '/wps/member/avatars', access: 'realMember' },
  setAvatar: { method: 'PUT', path: '/wps/member/avatar', access: 'realMember' },
  adminBankAccounts: { method: 'GET', path: '/admin/api/members/:id/bank-accounts', access: 'memberLookup' },
  adminRevealBankAccount: {
    method: 'POST',
    path: '/admin/api/members/:id/bank-accounts/:accountId/reveal',
    access: 'cashier',
  },
};

export const walletRoutes: RefsOf<typeof walletRouteDefs> = {
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', access: 'member' },
  consolidated: { method: 'GET', path: '/wps/member/info/funds/consolidated', access: 'member' },
  merchantWallet: { method: 'POST', path: '/wps/relay/GCS_merchantWallet', access: 'member' },
};

export const vendorWalletRoutes: RefsOf<typeof vendorWalletRouteDefs> = {
  vendorWallets: { method: 'POST', path: '/wps/relay/GCS_vendorWallets', access: 'realMember' },
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', access: 'realMember' },
  gameRecall: { method: 'POST', path: '/wps/relay/GCS_gameRecall', access: 'member' },
};

export const recordRoutes: RefsOf<typeof recordRouteDefs> = {
  transactions: { method: 'GET', path: '/wps/member/transactions', access: 'realMember' },
};

export const agentContractRoutes: RefsOf<typeof agentContractRouteDefs> = {
  dividend: { method: 'POST', path: '/wps/relay/MCS2_processDividendReq', access: 'agent' },
  dailyWage: { method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', access: 'agent' },
  hourlyWage: { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', access: 'agent' },
  realtimeWage: { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', access: 'agent' },
  income: { method: 'GET', path: '/wps/agent/income', access: 'agent' },
  dividendRecords: { method: 'GET', path: '/wps/agent/dividends', access: 'agent' },
  info: { method: 'GET', path: '/wps/agent/contracts/info', access: 'agent' },
};

export const betRoutes: RefsOf<typeof betRouteDefs> = {
  bets: { method: 'GET', path: '/wps/member/bets', access: 'realMember' },
  profit: { method: 'GET', path: '/wps/member/profit', access: 'realMember' },
  teamBets: { method: 'GET', path: '/wps/agent/team/bets', access: 'agent' },
  teamProfit: { method: 'GET', path: '/wps/agent/team/profit', access: 'agent' },
};

export const depositRoutes: RefsOf<typeof depositRouteDefs> = {
  methods: { method: 'GET', path: '/wps/cashier/deposit/methods', access: 'realMember' },
  bankTransfer: { method: 'POST', path: '/wps/cashier/deposit/bank-transfer', access: 'realMember' },
  online: { method: 'POST', path: '/wps/cashier/deposit/online', access: 'realMember' },
  recent: { method: 'GET', path: '/wps/cashier/deposit/records', access: 'realMember' },
  one: { method: 'GET', path: '/wps/cashier/deposit/records/:id', access: 'realMember' },
  adminQueue: { method: 'GET', path: '/admin/api/cashier/deposits', access: 'cashier' },
  adminApprove: { method: 'POST', path: '/admin/api/cashier/deposits/:id/approve', access: 'cashier' },
  adminReject: { method: 'POST', path: '/admin/api/cashier/deposits/:id/reject', access: 'cashier' },
  adminCheck: { method: 'POST', path: '/admin/api/cashier/deposits/:id/check', access: 'cashier' },
  adminMethods: { method: 'GET', path: '/admin/api/cashier/deposit-methods', access: 'cashier' },
  adminCreateMethod: { method: 'POST', path: '/admin/api/cashier/deposit-methods', access: 'cashier' },
  adminUpdateMethod: { method: 'PUT', path: '/admin/api/cashier/deposit-methods/:id', access: 'cashier' },
};

export const withdrawalRoutes: RefsOf<typeof withdrawalRouteDefs> = {
  limits: { method: 'GET', path: '/wps/cashier/withdraw/limits', access: 'realMember' },
  request: { method: 'POST', path: '/wps/cashier/withdraw/requests', access: 'realMember' },
  mine: { method: 'GET', path: '/wps/cashier/withdraw/requests', access: 'realMember' },
  received: { method: 'POST', path: '/wps/cashier/withdraw/requests/:id/received', access: 'realMember' },
  allReceived: { method: 'POST', path: '/wps/cashier/withdraw/requests/:id/all-received', access: 'realMember' },
  notReceived: { method: 'POST', path: '/wps/cashier/withdraw/requests/:id/not-received', access: 'realMember' },
  adminQueue: { method: 'GET', path: '/admin/api/cashier/withdrawals', access: 'withdrawalReview' },
  adminDetail: { method: 'GET', path: '/admin/api/cashier/withdrawals/:id', access: 'withdrawalReview' },
  adminPay: { method: 'POST', path: '/admin/api/cashier/withdrawals/:id/pay', access: 'cashier' },
  adminReject: { method: 'POST', path: '/admin/api/cashier/withdrawals/:id/reject', access: 'withdrawalReview' },
  adminResolve: { method: 'POST', path: '/admin/api/cashier/withdrawals/:id/resolve', access: 'cashier' },
  adminRevealAccount: { method: 'POST', path: '/admin/api/cashier/withdrawals/:id/reveal-account', access: 'cashier' },
  adminSettings: { method: 'GET', path: '/admin/api/cashier/withdrawal-settings', access: 'withdrawalReview' },
  adminUpdateSettings: { method: 'PUT', path: '/admin/api/cashier/withdrawal-settings', access: 'operatorAdmin' },
};

export const teamRoutes: RefsOf<typeof teamRouteDefs> = {
  transactions: { method: 'GET', path: '/wps/agent/team/transactions', access: 'agent' },
  overview: { method: 'GET', path: '/wps/agent/team/overview', access: 'agent' },
  members: { method: 'GET', path: '/wps/agent/team/members', access: 'agent' },
  member: { method: 'GET', path: '/wps/agent/team/members/:account', access: 'agent' },
  openAccount: { method: 'PUT', path: '/wps/agent/team/accounts', access: 'agent' },
  invitation: { method: 'GET', path: '/wps/agent/invitation', access: 'agent' },
  newInvitation: { method: 'POST', path: '/wps/agent/invitation', access: 'agent' },
};

export const transferRoutes: RefsOf<typeof transferRouteDefs> = {
  uplineInfo: { method: 'GET', path: '/wps/cashier/transfer-upline', access: 'realMember' },
  transferUpline: { method: 'POST', path: '/wps/cashier/transfer-upline', access: 'realMember' },
  downlineInfo: { method: 'GET', path: '/wps/agent/team/transfer', access: 'agent' },
  transferDownline: { method: 'POST', path: '/wps/agent/team/transfer', access: 'agent' },
};

export const messageRoutes: RefsOf<typeof messageRouteDefs> = {
  list: { method: 'GET', path: '/wps/member/messages', access: 'realMember' },
  one: { method: 'GET', path: '/wps/member/messages/:id', access: 'realMember' },
  markRead: { method: 'POST', path: '/wps/member/messages/read', access: 'realMember' },
  unreadCount: { method: 'POST', path: '/wps/relay/CSP_unreadCount', access: 'member' },
};

export const missionRoutes: RefsOf<typeof missionRouteDefs> = {
  missions: { method: 'GET', path: '/wps/member/missions', access: 'realMember' },
  badge: { method: 'GET', path: '/wps/member/missions/available', access: 'realMember' },
  dailyTasks: { method: 'GET', path: '/wps/member/daily-tasks', access: 'realMember' },
  races: { method: 'GET', path: '/wps/member/races', access: 'realMember' },
};

export const promotionRoutes: RefsOf<typeof promotionRouteDefs> = {
  hall: { method: 'GET', path: '/wps/promotions', access: 'visitor' },
  detail: { method: 'GET', path: '/wps/promotions/:id', access: 'visitor' },
  claim: { method: 'POST', path: '/wps/member/promotions/:id/claim', access: 'realMember' },
  apply: { method: 'POST', path: '/wps/member/promotions/:id/apply', access: 'realMember' },
  bonuses: { method: 'GET', path: '/wps/member/bonuses', access: 'realMember' },
  depositBonuses: { method: 'GET', path: '/wps/member/deposit-bonuses', access: 'realMember' },
};

export const rewardRoutes: RefsOf<typeof rewardRouteDefs> = {
  centre: { method: 'GET', path: '/wps/member/rewards', access: 'realMember' },
  claim: { method: 'POST', path: '/wps/member/rewards/:id/claim', access: 'realMember' },
  claimAll: { method: 'POST', path: '/wps/member/rewards/claim-all', access: 'realMember' },
};

export const rebateRoutes: RefsOf<typeof rebateRouteDefs> = {
  today: { method: 'GET', path: '/wps/member/rebates/today', access: 'realMember' },
};

export const checkInRoutes: RefsOf<typeof checkInRouteDefs> = {
  status: { method: 'GET', path: '/wps/member/check-in', access: 'realMember' },
  checkIn: { method: 'POST', path: '/wps/member/check-in', access: 'realMember' },
};

export const redEnvelopeRoutes: RefsOf<typeof redEnvelopeRouteDefs> = {
  events: { method: 'GET', path: '/wps/member/red-envelopes', access: 'realMember' },
  claim: { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', access: 'realMember' },
};

export const vipRoutes: RefsOf<typeof vipRouteDefs> = {
  me: { method: 'GET', path: '/wps/member/vip', access: 'realMember' },
};

export const pointRoutes: RefsOf<typeof pointRouteDefs> = {
  balance: { method: 'POST', path: '/wps/relay/MCS2_getPointBalance', access: 'realMember' },
  catalogue: { method: 'POST', path: '/wps/relay/MCS2_getPointReward', access: 'realMember' },
  redeem: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', access: 'realMember' },
  redemptions: { method: 'POST', path: '/wps/relay/MCS2_getRedeemPointList', access: 'realMember' },
  config: { method: 'POST', path: '/wps/relay/MCS2_getPointConfig', access: 'realMember' },
  movements: { method: 'POST', path: '/wps/relay/ODSFE2_MemTransDet', access: 'realMember' },
  convert: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', access: 'realMember' },
};

export const feedbackRoutes: RefsOf<typeof feedbackRouteDefs> = {
  send: { method: 'PUT', path: '/wps/feedback', access: 'realMember' },
  mine: { method: 'GET', path: '/wps/member/feedback', access: 'realMember' },
};

export const protectionRoutes: RefsOf<typeof protectionRouteDefs> = {
  mine: { method: 'GET', path: '/wps/member/protection', access: 'realMember' },
  setLimits: { method: 'PUT', path: '/wps/member/protection/limits', access: 'realMember' },
  exclude: { method: 'POST', path: '/wps/member/protection/exclusion', access: 'realMember', encrypted: true },
};

export const supportChatRoutes: RefsOf<typeof supportChatRouteDefs> = {
  status: { method: 'GET', path: '/wps/support-chat/status', access: 'visitor' },
  open: { method: 'POST', path: '/wps/support-chat/open', access: 'visitor' },
  history: { method: 'POST', path: '/wps/support-chat/history', access: 'visitor' },
  send: { method: 'POST', path: '/wps/support-chat/send', access: 'visitor' },
  typing: { method: 'POST', path: '/wps/support-chat/typing', access: 'visitor' },
  markRead: { method: 'POST', path: '/wps/support-chat/read', access: 'visitor' },
  unread: { method: 'POST', path: '/wps/support-chat/unread', access: 'visitor' },
  leaveMessage: { method: 'POST', path: '/wps/support-chat/offline', access: 'realMember' },
  leaveVisitorMessage: { method: 'POST', path: '/wps/support-chat/offline/visitor', access: 'visitor' },
};

export const referralRoutes: RefsOf<typeof referralRouteDefs> = {
  overview: { method: 'GET', path: '/wps/member/referrals', access: 'realMember' },
};

export const lotteryRoutes: RefsOf<typeof lotteryRouteDefs> = {
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', access: 'visitor' },
  vnGameMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', access: 'visitor' },
  vnRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', access: 'member' },
  popular: { method: 'GET', path: '/lgw/games/popular', access: 'visitor' },
  vnOpened: { method: 'GET', path: '/lgw/vn/numeros/opened/game', access: 'visitor' },
  opened: { method: 'GET', path: '/lotto/lgw/games/opened/numero', access: 'visitor' },
  game: { method: 'GET', path: '/lgw/games/:gameCode', access: 'visitor' },
  draws: { method: 'GET', path: '/lgw/games/:gameCode/draws', access: 'visitor' },
  draw: { method: 'GET', path: '/lgw/games/:gameCode/draws/:drawNumber', access: 'visitor' },
  placeBets: { method: 'POST', path: '/lgw/bets', access: 'member' },
  cancelSlip: { method: 'POST', path: '/lgw/bets/:id/cancel', access: 'member' },
  myBets: { method: 'GET', path: '/lgw/bets', access: 'member' },
};

export const gamesRoutes: RefsOf<typeof gamesRouteDefs> = {
  launchGame: { method: 'GET', path: '/wps/game/launchGame', access: 'member' },
};

export const gamesLobbyRoutes: RefsOf<typeof gamesLobbyRouteDefs> = {
  gameVendor: { method: 'POST', path: '/wps/relay/GCSGAME_gameVendor', access: 'visitor' },
  gameList: { method: 'POST', path: '/wps/relay/GCSGAME_gameList', access: 'visitor' },
  hotGames: { method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2', access: 'visitor' },
  vendorGames: { method: 'POST', path: '/wps/relay/GCSGAME_getVassGameType', access: 'visitor' },
  rankList: { method: 'POST', path: '/wps/relay/GCSGAME_getRankList', access: 'visitor' },
  favourite: { method: 'POST', path: '/wps/relay/MCSFE_getFavoriteGames', access: 'member' },
  favouriteList: { method: 'POST', path: '/wps/relay/MCSFE_getFavoriteGamesList', access: 'member' },
  recentGames: { method: 'POST', path: '/wps/relay/GCS_recentGame', access: 'member' },
  roomList: { method: 'POST', path: '/wps/relay/GLS2_roomList', access: 'visitor' },
};
