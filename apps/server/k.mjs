import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

let t = Date.now();
const pg = await PGlite.create();
console.log('open', Date.now() - t);
const db = new Kysely({ dialect: new PGliteDialect(pg) });
const r = await sql`select version() v, 1::bigint as b`.execute(db);
console.log(r.rows, Date.now() - t);
await db.transaction().execute(async (trx) => {
  await sql`create table x(a int)`.execute(trx);
});
t = Date.now();
const dump = await pg.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const pg2 = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t, (await pg2.query('select count(*) from x')).rows);
