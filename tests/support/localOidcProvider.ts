// A real OpenID provider (oidc-provider) on loopback for the API tests and the journey (ADR 0534): one client, a few
// accounts, and a sign-in page of one field (the account's e-mail). A test may make the next sign-in answer the
// provider's own error (access_denied) or sign in straight away as an account (no page).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { readForm } from './readForm';

export interface LocalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by the e-mail typed on the sign-in page. */
  accounts: Map<string, LocalAccount>;
  /** The next sign-in skips the page and signs in as this e-mail (API tests); undefined: the page asks. */
  autoLogin: string | undefined;
  /** The next sign-in answers `error=access_denied` instead. */
  refuseNext: boolean;
  close(): Promise<void>;
}

export const LOCAL_CLIENT_ID = 'tiza-local';
export const LOCAL_CLIENT_SECRET = 'local-provider-secret-for-tests-only';

export const LOCAL_ACCOUNTS: LocalAccount[] = [
  { sub: 'riverside-teacher-1', email: 'teacher@classbook.demo', email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
  { sub: 'riverside-student-9', email: 'newcomer@classbook.demo', email_verified: true, given_name: 'Ada', family_name: 'Byron' },
  { sub: 'riverside-unverified', email: 'student@classbook.demo', email_verified: false, given_name: 'Sam', family_name: 'Unverified' },
];


const page = (uid: string, message = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local identity provider</title></head>
<body><main><h1>Local identity provider</h1>${message ? `<p role="alert">${message}</p>` : ''}
<form method="post" action="/interaction/${uid}/login"><label for="login">Account e-mail</label> <input id="login" name="login" type="email" autocomplete="off">
<button type="submit">Continue</button></form></main></body></html>`;

export async function startLocalOidcProvider(options: { redirectUris: string[]; port?: number; host?: string }): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map(LOCAL_ACCOUNTS.map((account) => [account.email, account]));
  // Made once the server listens (its issuer names the port); the handlers read it through here.
  const made: { provider?: Provider } = {};
  const state: LocalOidcProvider = {
    issuer: '',
    clientId: LOCAL_CLIENT_ID,
    clientSecret: LOCAL_CLIENT_SECRET,
    accounts,
    autoLogin: undefined,
    refuseNext: false,
    close: async () => undefined,
  };

  async function finish(request: IncomingMessage, response: Parameters<Provider['interactionFinished']>[1], email: string): Promise<void> {
    const provider = made.provider;
    if (!provider) return;
    const details = await provider.interactionDetails(request, response);
    if (state.refuseNext) {
      state.refuseNext = false;
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user said no' }, { mergeWithLastSubmission: false });
      return;
    }
    const account = accounts.get(email.trim().toLowerCase());
    if (!account) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(details.uid, 'No such account'));
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const interaction = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    const provider = made.provider;
    if (!interaction || !provider) {
      provider?.callback()(request, response);
      return;
    }
    const run = async () => {
      if (interaction[2] && request.method === 'POST') {
        const form = await readForm(request);
        await finish(request, response, form.get('login') ?? '');
        return;
      }
      if (state.autoLogin !== undefined || state.refuseNext) {
        const email = state.autoLogin ?? '';
        state.autoLogin = undefined;
        await finish(request, response, email);
        return;
      }
      const details = await provider.interactionDetails(request, response);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(details.uid));
    };
    run().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  state.issuer = `http://${host}:${port}`;
  made.provider = new Provider(state.issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: LOCAL_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_context: unknown, id: string) => {
      const account = [...accounts.values()].find((candidate) => candidate.sub === id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['local-provider-cookie-key'] },
  });
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/**
 * Follows the provider's redirects as a browser would (cookies kept) from the authorization URL until it sends the
 * browser back to `callbackPrefix`; returns that URL.
 */
export async function signInAtProvider(authorizationUrl: string, callbackPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} (${response.status}): ${(await response.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
