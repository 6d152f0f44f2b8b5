import { type RawBuilder, sql } from 'kysely';

/**
 * A friend's account name as the referrer sees it: the first two letters and the last (ab***z), the first only for
 * a short name. The same rule in the database, for the lines of a share computed in one statement.
 */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export function maskedNameSql(username: RawBuilder<string | null>): RawBuilder<string> {
  return sql<string>`(case when char_length(coalesce(${username}, '')) <= 3
                          then left(coalesce(${username}, ''), 1) || '***'
                          else left(${username}, 2) || '***' || right(${username}, 1) end)`;
}
