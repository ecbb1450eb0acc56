// The API suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const vitest = (env: NodeJS.ProcessEnv) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env }).status ?? 1;

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;

console.log('API suite on PGlite (embedded)');
const pglite = vitest(withoutPostgres);
if (pglite !== 0) process.exit(pglite);

if (postgresUrl) {
  console.log(`API suite on PostgreSQL (${postgresUrl.replace(/\/\/[^@]*@/, '//…@')})`);
  process.exit(vitest({ ...process.env, TEST_DATABASE_URL: postgresUrl }));
}
