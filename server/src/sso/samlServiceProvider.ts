// Tiza as the SAML 2.0 service provider of each tenant's SAML identity provider (ADR 0550), through node-saml: the
// AuthnRequest (HTTP-Redirect), and the Response (HTTP-POST) with its signed assertion checked — the signature by the
// provider's certificate (an unsigned assertion is refused even in a signed response), the audience and the
// conditions' window with the bounded clock skew. The rest of the assertion is the domain's rule (samlAssertion.ts).
import { randomBytes } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, SamlStatusError, ValidateInResponseTo, type Profile, type SamlConfig } from '@node-saml/node-saml';
import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml';
import { acceptSamlAssertion, SAML_CLOCK_SKEW_MS, type AcceptedSamlAssertion, type SamlAssertionFacts, type SamlBearerConfirmation } from '@domain/accounts/samlAssertion';
import type { SsoFailure } from '@domain/accounts/ssoAccount';
import type { StoredSamlProvider } from './identityProvider';

/** Each tenant's provider has its own consumer service and metadata under this path: `/{tenant}/{provider}/acs`. */
export const SAML_PATH = '/api/front/auth/saml';

/** A certificate as PEM: the file may hold the PEM or only the base64 between its lines (as metadata shows it). */
export function certificatePem(cert: string): string {
  const trimmed = cert.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const body = trimmed.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
}

/** Why node-saml refused a Response, in the words of the error page. */
export function samlFailureOf(error: unknown): SsoFailure {
  if (error instanceof SamlStatusError) return 'idp';
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return 'signature';
  if (/audience/i.test(message)) return 'audience';
  if (/expired|not yet valid/i.test(message)) return 'expired';
  return 'provider';
}

type XmlNode = Record<string, unknown>;

function children(node: unknown, name: string): unknown[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = (node as XmlNode)[name];
  return Array.isArray(value) ? value : [];
}

function attr(node: unknown, name: string): string | null {
  if (typeof node !== 'object' || node === null) return null;
  const attributes = (node as XmlNode).$;
  const value = typeof attributes === 'object' && attributes !== null ? (attributes as XmlNode)[name] : undefined;
  return typeof value === 'string' ? value : null;
}

function text(node: unknown): string | null {
  if (typeof node === 'string') return node;
  if (typeof node !== 'object' || node === null) return null;
  const value = (node as XmlNode)._;
  return typeof value === 'string' ? value : null;
}

/** The facts of a verified assertion, read from node-saml's parse of it (namespace prefixes stripped). */
export function assertionFacts(parsed: unknown): SamlAssertionFacts | undefined {
  // The root element is an object of its own (explicitRoot), the elements under it arrays.
  const assertion = typeof parsed === 'object' && parsed !== null ? (parsed as XmlNode).Assertion : undefined;
  const id = attr(assertion, 'ID');
  if (!assertion || !id) return undefined;
  const [subject] = children(assertion, 'Subject');
  const [nameId] = children(subject, 'NameID');
  const [conditions] = children(assertion, 'Conditions');
  const confirmations: SamlBearerConfirmation[] = children(subject, 'SubjectConfirmation')
    .filter((confirmation) => attr(confirmation, 'Method') === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
    .map((data) => ({ recipient: attr(data, 'Recipient'), inResponseTo: attr(data, 'InResponseTo'), notBefore: attr(data, 'NotBefore'), notOnOrAfter: attr(data, 'NotOnOrAfter') }));
  const attributes: Record<string, string[]> = {};
  for (const statement of children(assertion, 'AttributeStatement')) {
    for (const attribute of children(statement, 'Attribute')) {
      const name = attr(attribute, 'Name');
      if (name === null) continue;
      attributes[name] = children(attribute, 'AttributeValue').flatMap((value) => text(value) ?? []);
    }
  }
  return {
    id,
    issuer: text(children(assertion, 'Issuer')[0])?.trim() ?? null,
    audiences: children(conditions, 'AudienceRestriction').flatMap((restriction) => children(restriction, 'Audience').flatMap((audience) => text(audience)?.trim() ?? [])),
    notBefore: attr(conditions, 'NotBefore'),
    notOnOrAfter: attr(conditions, 'NotOnOrAfter'),
    nameId: text(nameId)?.trim() ?? null,
    nameIdFormat: attr(nameId, 'Format'),
    attributes,
    confirmations,
  };
}

export type SamlCompletion = { ok: true; assertionId: string; accepted: AcceptedSamlAssertion } | { ok: false; failure: SsoFailure };

export class SamlServiceProviders {
  constructor(private readonly publicUrl: string) {}

  /** The consumer service of a tenant's provider: where the provider posts its Response (the recipient). */
  acsUrl(tenantId: string, providerId: string): string {
    return `${this.publicUrl}${SAML_PATH}/${encodeURIComponent(tenantId)}/${encodeURIComponent(providerId)}/acs`;
  }

  /** This service provider's entity id (and audience) for a tenant's provider: configured, else its metadata address. */
  entityId(tenantId: string, provider: StoredSamlProvider): string {
    return provider.spEntityId ?? `${this.publicUrl}${SAML_PATH}/${encodeURIComponent(tenantId)}/${encodeURIComponent(provider.id)}/metadata`;
  }

  private saml(tenantId: string, provider: StoredSamlProvider, requestId?: string): SAML {
    const config: SamlConfig = {
      callbackUrl: this.acsUrl(tenantId, provider.id),
      entryPoint: provider.entryPoint,
      issuer: this.entityId(tenantId, provider),
      audience: this.entityId(tenantId, provider),
      idpCert: provider.idpCert.map(certificatePem),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
      // The request is kept and taken once by Tiza's own store (saml_requests), by the signed assertion's InResponseTo.
      validateInResponseTo: ValidateInResponseTo.never,
      identifierFormat: provider.nameIdFormat ?? null,
      disableRequestedAuthnContext: true,
      signatureAlgorithm: 'sha256',
      ...(requestId === undefined ? {} : { generateUniqueId: () => requestId }),
    };
    return new SAML(config);
  }

  /** A new AuthnRequest id: an XML id (starts with a letter or underscore), random, 160 bits. */
  newRequestId(): string {
    return `_${randomBytes(20).toString('hex')}`;
  }

  /** Where to send the browser: the provider's sign-on service with this AuthnRequest (HTTP-Redirect binding). */
  authorizeUrl(tenantId: string, provider: StoredSamlProvider, requestId: string): Promise<string> {
    return this.saml(tenantId, provider, requestId).getAuthorizeUrlAsync('', undefined, {});
  }

  /** This service provider's metadata for the operator of the identity provider (entity id, consumer service). */
  metadata(tenantId: string, provider: StoredSamlProvider): string {
    return generateServiceProviderMetadata({
      issuer: this.entityId(tenantId, provider),
      callbackUrl: this.acsUrl(tenantId, provider.id),
      identifierFormat: provider.nameIdFormat ?? null,
      wantAssertionsSigned: true,
    });
  }

  /**
   * The posted Response checked: node-saml's signature, audience and conditions; the Response's Destination, when it
   * names one, this consumer service; then the domain's rule on the signed assertion. The person, the request it
   * answers and until when its id is kept, or why not.
   */
  async complete(tenantId: string, provider: StoredSamlProvider, samlResponse: string, now: number): Promise<SamlCompletion> {
    let profile: Profile | null;
    try {
      ({ profile } = await this.saml(tenantId, provider).validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      return { ok: false, failure: samlFailureOf(error) };
    }
    const facts = profile && assertionFacts(profile.getAssertion?.());
    if (!profile || !facts) return { ok: false, failure: 'provider' };
    const recipient = this.acsUrl(tenantId, provider.id);
    const response = await parseXml2JsFromString(profile.getSamlResponseXml?.() ?? '').catch(() => undefined);
    const destination = attr((response as XmlNode | undefined)?.Response, 'Destination');
    if (destination !== null && destination !== recipient) return { ok: false, failure: 'recipient' };
    const checked = acceptSamlAssertion(facts, { idpIssuer: provider.idpIssuer, audience: this.entityId(tenantId, provider), recipient, attributes: provider.attributes ?? {}, now });
    return checked.ok ? { ok: true, assertionId: facts.id, accepted: checked.value } : checked;
  }
}
