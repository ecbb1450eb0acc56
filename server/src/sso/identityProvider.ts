import type { SsoAccountPolicy } from '@domain/accounts/ssoAccount';

/**
 * An identity provider of a tenant as the server keeps it (`tenants.identity_providers`, from TENANTS_FILE; ADR 0534).
 * The client secret is never stored: `clientSecretEnv` names the environment variable that holds it.
 */
export interface StoredIdentityProvider extends SsoAccountPolicy {
  id: string;
  kind: 'oidc';
  name: string;
  /** The OpenID issuer; its discovery document is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** The variable holding the client secret; none: a public client (PKCE only, no client authentication). */
  clientSecretEnv?: string;
  /** Asked besides `openid` (default `email profile`). */
  scopes?: string[];
}
