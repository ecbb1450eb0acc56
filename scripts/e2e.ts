// `npm run test:e2e`: build the SPA as users get it, then run the Playwright journeys against the real server.
import { spawnSync } from 'node:child_process';

const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = run('npx', ['rsbuild', 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
