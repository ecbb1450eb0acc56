// The relying party of each tenant's OIDC provider (ADR 0534), through openid-client: discovery from the issuer,
// the authorization code flow with PKCE (S256), state and nonce, and the ID token's checks (signature, issuer,
// audience, expiry, nonce).
import * as client from 'openid-client';
import type { SsoFailure } from '@domain/accounts/ssoAccount';
import type { ProvidedIdentity } from '../commands/auth/ssoSignIn';
import { isLoopbackUrl } from '../setup/tenantsFile';
import type { StoredOidcProvider } from './identityProvider';

/** The one redirect URI registered at every provider: the server's callback route. */
export const OIDC_CALLBACK_PATH = '/api/front/auth/oidc/callback';

export interface OidcRequestSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** A cause chain's errors, outermost first (openid-client wraps oauth4webapi's). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 5) {
    chain.push(current);
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : undefined;
  }
  return chain;
}

/** Why openid-client refused the callback, in the words of the error page. */
export function oidcFailureOf(error: unknown): SsoFailure {
  const chain = causes(error);
  if (chain.some((e) => e instanceof client.AuthorizationResponseError)) return 'idp';
  if (chain.some((e) => typeof e === 'object' && e !== null && 'claim' in e && (e as { claim: unknown }).claim === 'nonce')) return 'nonce';
  if (chain.some((e) => e instanceof client.ClientError && e.code === 'OAUTH_INVALID_RESPONSE' && /state/.test(e.message))) return 'state';
  return 'provider';
}

export class OidcClients {
  private readonly configs = new Map<string, Promise<client.Configuration>>();

  constructor(
    private readonly publicUrl: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}${OIDC_CALLBACK_PATH}`;
  }

  /** The provider's discovered configuration, read once per process (a failed discovery is tried again next time). */
  private config(provider: StoredOidcProvider): Promise<client.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecretEnv ?? null]);
    let found = this.configs.get(key);
    if (!found) {
      const secret = provider.clientSecretEnv === undefined ? undefined : this.env[provider.clientSecretEnv];
      const issuer = new URL(provider.issuer);
      found = client.discovery(issuer, provider.clientId, secret === undefined ? undefined : { client_secret: secret }, secret === undefined ? client.None() : client.ClientSecretBasic(secret), {
        timeout: 10,
        // Plain http only for a provider on this machine (tenants file: https elsewhere).
        ...(issuer.protocol === 'http:' && isLoopbackUrl(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      });
      found.catch(() => this.configs.delete(key));
      this.configs.set(key, found);
    }
    return found;
  }

  /** New secrets of one sign-in: a state, a PKCE verifier and a nonce, each random. */
  newRequest(): OidcRequestSecrets {
    return { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce() };
  }

  /** Where to send the browser: the provider's authorization endpoint with this request's state, nonce and challenge. */
  async authorizationUrl(provider: StoredOidcProvider, request: OidcRequestSecrets, language: string): Promise<URL> {
    const config = await this.config(provider);
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: ['openid', ...(provider.scopes ?? ['email', 'profile'])].join(' '),
      response_type: 'code',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: language,
    });
  }

  /**
   * The callback's code exchanged (with the verifier) and its ID token checked against this request's state and
   * nonce; the person as the provider describes them, or why not.
   */
  async complete(provider: StoredOidcProvider, callbackQuery: string, request: OidcRequestSecrets): Promise<{ ok: true; identity: ProvidedIdentity } | { ok: false; failure: SsoFailure }> {
    try {
      const config = await this.config(provider);
      const tokens = await client.authorizationCodeGrant(config, new URL(`${this.redirectUri}?${callbackQuery}`), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) return { ok: false, failure: 'provider' };
      // Many providers put the profile and e-mail only in the UserInfo answer (OIDC Core 5.4); its subject must match.
      const claims: Record<string, unknown> = idToken.email === undefined ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken } : idToken;
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      return {
        ok: true,
        identity: {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: text(claims.email),
          // Some providers say "true" as a string.
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          givenName: text(claims.given_name) ?? text(claims.name),
          familyName: text(claims.family_name),
        },
      };
    } catch (error) {
      return { ok: false, failure: oidcFailureOf(error) };
    }
  }
}
