import type { SamlAttributeNames } from '@domain/accounts/samlAssertion';
import type { SsoAccountPolicy } from '@domain/accounts/ssoAccount';

/**
 * An OIDC provider of a tenant as the server keeps it (`tenants.identity_providers`, from TENANTS_FILE; ADR 0534).
 * The client secret is never stored: `clientSecretEnv` names the environment variable that holds it.
 */
export interface StoredOidcProvider extends SsoAccountPolicy {
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

/** A SAML 2.0 identity provider of a tenant (ADR 0550): Tiza is its service provider. Nothing here is secret. */
export interface StoredSamlProvider extends SsoAccountPolicy {
  id: string;
  kind: 'saml';
  name: string;
  /** The provider's single sign-on service (HTTP-Redirect binding): where the AuthnRequest goes. */
  entryPoint: string;
  /** The provider's entity id: the assertions' Issuer, and the issuer of the accounts it links. */
  idpIssuer: string;
  /** The provider's signing certificates (PEM, or its base64 body); more than one while it rolls its key over. */
  idpCert: string[];
  /** This service provider's entity id and audience; none: the address of its metadata. */
  spEntityId?: string;
  /** The NameID format asked for; none: whatever the provider sends. */
  nameIdFormat?: string;
  /** Where the subject, e-mail and names are read (defaults: the NameID and the common attribute names). */
  attributes?: SamlAttributeNames;
}

export type StoredIdentityProvider = StoredOidcProvider | StoredSamlProvider;
