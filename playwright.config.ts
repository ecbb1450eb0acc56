import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { LOCAL_CLIENT_ID, LOCAL_CLIENT_SECRET } from './tests/support/localOidcProvider';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// SCORM packages are served from a second origin: the content listener, 1000 ports above the app.
const contentPort = port + 1000;
// Every run starts on an empty database in a fresh data folder, loaded with the demo data set.
// Set once in the main process; workers inherit it, so tests can read the mail outbox there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tiza-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// A local OpenID provider, 2000 ports above the app, is Classbook's identity provider (TENANTS_FILE; ADR 0534): its
// login page shows "Sign in with Riverside Login" (the other tenants' pages are unchanged).
const oidcPort = port + 2000;
// A local SAML identity provider, 3000 ports above the app, is Classbook's second one (ADR 0550): "Sign in with Harbour ID".
const samlPort = port + 3000;
const tenantsFile = join(dataDir, 'tenants.json');
writeFileSync(
  tenantsFile,
  JSON.stringify({
    tenants: [
      {
        id: 'classbook',
        identityProviders: [
          { id: 'riverside', kind: 'oidc', name: 'Riverside Login', issuer: `http://127.0.0.1:${oidcPort}`, clientId: LOCAL_CLIENT_ID, clientSecretEnv: 'E2E_OIDC_SECRET', linkByEmail: true },
          {
            id: 'harbour',
            kind: 'saml',
            name: 'Harbour ID',
            entryPoint: `http://127.0.0.1:${samlPort}/sso`,
            idpIssuer: `http://127.0.0.1:${samlPort}/metadata`,
            idpCert: [readFileSync('tests/support/saml/idp-cert.pem', 'utf8')],
            linkByEmail: true,
          },
        ],
      },
    ],
  }),
);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/localOidcProvider.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URI: `${baseURL}/api/front/auth/oidc/callback` },
    },
    {
      command: 'npx tsx tests/e2e/support/localSamlIdp.ts',
      url: `http://127.0.0.1:${samlPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { SAML_PORT: String(samlPort) },
    },
    {
    // The demo school and a large course first (tests/e2e/support/seedLargeCourse.ts), then the server on them.
    command: 'npx tsx tests/e2e/support/seedLargeCourse.ts && npx tsx server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    // Every journey signs in from 127.0.0.1: the per-address login limit gets headroom for retries.
    env: { PORT: String(port), CONTENT_PORT: String(contentPort), DATA_DIR: dataDir, DEMO: '1', SPA_DIR: 'dist', PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '500', TENANTS_FILE: tenantsFile, E2E_OIDC_SECRET: LOCAL_CLIENT_SECRET },
    },
  ],
});
