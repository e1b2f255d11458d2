// Exits 0 when a Postgres answers at the URL given, 1 otherwise (used to decide the Postgres test run).
import postgres from 'postgres';

const sql = postgres(process.argv[2], { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  await sql`select 1`;
  await sql.end();
  process.exit(0);
} catch {
  process.exit(1);
}
