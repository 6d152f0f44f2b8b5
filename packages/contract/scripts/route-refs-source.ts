import { agentContractRoutes } from '../src/agent-contracts';
import { betRoutes } from '../src/bets';
import { checkInRoutes } from '../src/check-in';
import { contentRoutes } from '../src/content';
import { depositRoutes } from '../src/deposits';
import { feedbackRoutes } from '../src/feedback';
import { gamesRoutes } from '../src/games';
import { gamesLobbyRoutes } from '../src/games-lobby';
import { lotteryRoutes } from '../src/lottery';
import { memberRoutes } from '../src/member';
import { memberSecurityRoutes } from '../src/member-security';
import { messageRoutes } from '../src/messages';
import { missionRoutes } from '../src/missions';
import { pointRoutes } from '../src/points';
import { promotionRoutes } from '../src/promotions';
import { protectionRoutes } from '../src/protection';
import { rebateRoutes } from '../src/rebate-today';
import { recordRoutes } from '../src/records';
import { redEnvelopeRoutes } from '../src/red-envelopes';
import { referralRoutes } from '../src/referrals';
import { rewardRoutes } from '../src/rewards';
import type { RouteDef } from '../src/route';
import { sessionRoutes } from '../src/session';
import { supportChatRoutes } from '../src/support-chat';
import { systemRoutes } from '../src/system';
import { teamRoutes } from '../src/team';
import { transferRoutes } from '../src/transfers';
import { vendorWalletRoutes } from '../src/vendor-wallets';
import { vipRoutes } from '../src/vip';
import { walletRoutes } from '../src/wallet';
import { withdrawalRoutes } from '../src/withdrawals';

/**
 * The route tables the player site calls, in the order route-refs.ts lists them: the contract file that
 * defines each, the table's name (the same name in route-refs.ts, so callers import it unchanged) and the table.
 */
export const browserRouteTables: readonly { file: string; table: string; routes: Record<string, RouteDef> }[] = [
  { file: 'system', table: 'systemRoutes', routes: systemRoutes },
  { file: 'content', table: 'contentRoutes', routes: contentRoutes },
  { file: 'session', table: 'sessionRoutes', routes: sessionRoutes },
  { file: 'member', table: 'memberRoutes', routes: memberRoutes },
  { file: 'member-security', table: 'memberSecurityRoutes', routes: memberSecurityRoutes },
  { file: 'wallet', table: 'walletRoutes', routes: walletRoutes },
  { file: 'vendor-wallets', table: 'vendorWalletRoutes', routes: vendorWalletRoutes },
  { file: 'records', table: 'recordRoutes', routes: recordRoutes },
  { file: 'agent-contracts', table: 'agentContractRoutes', routes: agentContractRoutes },
  { file: 'bets', table: 'betRoutes', routes: betRoutes },
  { file: 'deposits', table: 'depositRoutes', routes: depositRoutes },
  { file: 'withdrawals', table: 'withdrawalRoutes', routes: withdrawalRoutes },
  { file: 'team', table: 'teamRoutes', routes: teamRoutes },
  { file: 'transfers', table: 'transferRoutes', routes: transferRoutes },
  { file: 'messages', table: 'messageRoutes', routes: messageRoutes },
  { file: 'missions', table: 'missionRoutes', routes: missionRoutes },
  { file: 'promotions', table: 'promotionRoutes', routes: promotionRoutes },
  { file: 'rewards', table: 'rewardRoutes', routes: rewardRoutes },
  { file: 'rebate-today', table: 'rebateRoutes', routes: rebateRoutes },
  { file: 'check-in', table: 'checkInRoutes', routes: checkInRoutes },
  { file: 'red-envelopes', table: 'redEnvelopeRoutes', routes: redEnvelopeRoutes },
  { file: 'vip', table: 'vipRoutes', routes: vipRoutes },
  { file: 'points', table: 'pointRoutes', routes: pointRoutes },
  { file: 'feedback', table: 'feedbackRoutes', routes: feedbackRoutes },
  { file: 'protection', table: 'protectionRoutes', routes: protectionRoutes },
  { file: 'support-chat', table: 'supportChatRoutes', routes: supportChatRoutes },
  { file: 'referrals', table: 'referralRoutes', routes: referralRoutes },
  { file: 'lottery', table: 'lotteryRoutes', routes: lotteryRoutes },
  { file: 'games', table: 'gamesRoutes', routes: gamesRoutes },
  { file: 'games-lobby', table: 'gamesLobbyRoutes', routes: gamesLobbyRoutes },
];

/** The formatter's line width (biome.json): the file is written as `biome check` would leave it. */
const LINE_WIDTH = 120;

const header = `/**
 * A route as the browser calls it: method, address, access rule and how the body travels, without its zod
 * schemas, so the player site's first script carries no zod (docs/architecture.md, Budgets). \`D\` is the full
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
`;

function quoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** One route's entry: on one line when it fits, else one field a line, as the formatter breaks it. */
function entry(name: string, def: RouteDef): string {
  const fields = [`method: ${quoted(def.method)}`, `path: ${quoted(def.path)}`, `access: ${quoted(def.access)}`];
  if (def.encrypted) fields.push('encrypted: true');
  if (def.form) fields.push('form: true');
  const line = `  ${name}: { ${fields.join(', ')} },`;
  if (line.length <= LINE_WIDTH) return line;
  return [`  ${name}: {`, ...fields.map((field) => `    ${field},`), '  },'].join('\n');
}

/** The text of route-refs.ts, written from the contract's route definitions. */
export function routeRefsSource(): string {
  const imports = [
    ...browserRouteTables.map(({ file, table }) => ({
      from: `./${file}`,
      line: `import type { ${table} as ${table.replace(/Routes$/, 'RouteDefs')} } from './${file}';`,
    })),
    { from: './route', line: "import type { Access, Method, RouteDef } from './route';" },
  ].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const tables = browserRouteTables.map(({ table, routes }) => {
    const entries = Object.entries(routes).map(([name, def]) => entry(name, def));
    const defsName = table.replace(/Routes$/, 'RouteDefs');
    return [`export const ${table}: RefsOf<typeof ${defsName}> = {`, ...entries, '};'].join('\n');
  });
  return `${[
    '// Written by packages/contract/scripts/generate-route-refs.ts from the route definitions: do not edit.',
    ...imports.map((i) => i.line),
  ].join('\n')}\n\n${header}\n${tables.join('\n\n')}\n`;
}
