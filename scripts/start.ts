// `npm start`: build the SPA when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const distIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'locales', 'rsbuild.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < changedAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Sources changed: rebuilding the web app…');
  const build = spawnSync('npx', ['rsbuild', 'build'], { stdio: 'inherit', env: { ...process.env, TIZA_BUILD_SUMMARY: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One node process (the tsx loader in it), so a signal sent to `npm start` reaches the server: it stops cleanly
// (PGlite closed, or every process of the cluster drained).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { DEMO: '1', SPA_DIR: join(root, 'dist'), ...process.env },
});
// Ctrl-C reaches the server on its own (same process group); SIGTERM is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
