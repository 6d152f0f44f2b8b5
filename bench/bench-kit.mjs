// What the benchmarks that start the built server on PostgreSQL share: the PostgreSQL they measure, scratch
// databases on it, and waiting for the server to answer.
import pg from 'pg';

export const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The address of another database on the same PostgreSQL. */
export function urlFor(database) {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (CREATE or DROP DATABASE, say) on its own connection. */
export async function admin(statement) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Resolves once the server on this port answers /healthz; throws if it exits or stays silent 60 s. */
export async function waitForServer(child, port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not answer within 60 s');
}
