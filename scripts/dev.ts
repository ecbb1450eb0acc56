// `npm run dev`: the API server (restarting on change) and the SPA dev server with hot reload, proxied to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env: { DEMO: '1', ...process.env, PORT: port } }),
  spawn('npx', ['rsbuild', 'dev', '--open'], { stdio: 'inherit', env: { ...process.env, TIZA_API_URL: `http://localhost:${port}` } }),
];

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', (code) => { stopAll(); process.exitCode = code ?? 0; });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
