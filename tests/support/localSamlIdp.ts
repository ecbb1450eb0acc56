// A SAML 2.0 identity provider stand-in on loopback for the API tests and the journey (ADR 0550): it reads the
// service provider's AuthnRequest (HTTP-Redirect), asks for an account's e-mail on a page of one field, and posts a
// Response signed by samlify with its own test key (tests/support/saml/, made for these tests only) to the consumer
// service the request names (HTTP-POST). A test can also ask for a Response directly, with what it needs changed: the
// audience, the recipient, the validity window, the request answered, or which part is signed (none at all).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';
import { readForm } from './readForm';

// This stand-in only writes Responses; it never validates a document against the SAML schemas (that would need Java).
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

const here = new URL('./saml/', import.meta.url);
const PRIVATE_KEY = readFileSync(new URL('idp-key.pem', here), 'utf8');
/** The stand-in's signing certificate: what a tenants file names as the provider's `idpCert`. */
export const LOCAL_SAML_CERTIFICATE = readFileSync(new URL('idp-cert.pem', here), 'utf8');

export interface LocalSamlAccount {
  nameId: string;
  email: string;
  givenName: string;
  familyName: string;
}

export const LOCAL_SAML_ACCOUNTS: LocalSamlAccount[] = [
  { nameId: 'harbour-teacher-1', email: 'teacher@classbook.demo', givenName: 'Grace', familyName: 'Hopper' },
  { nameId: 'harbour-newcomer-7', email: 'newcomer.saml@classbook.demo', givenName: 'Mary', familyName: 'Somerville' },
];

/** What the stand-in read of a service provider's AuthnRequest. */
export interface AuthnRequestSeen {
  id: string;
  /** Where the Response is posted (the request's AssertionConsumerServiceURL). */
  acsUrl: string;
  /** The service provider's entity id (the request's Issuer): the audience. */
  spEntityId: string;
}

/** What a test changes in a Response: by default it answers the request, for its service provider, signed. */
export interface ResponseTweaks {
  audience?: string;
  recipient?: string;
  /** The Response's Destination; null: none. */
  destination?: string | null;
  inResponseTo?: string;
  /** Which part carries the signature: the assertion (default), only the whole Response, or none. */
  sign?: 'assertion' | 'response' | 'none';
  issuedAt?: Date;
  /** How long the assertion is valid from `issuedAt` (default five minutes). */
  validForMs?: number;
}

export interface LocalSamlIdp {
  entityId: string;
  /** The single sign-on service: a tenants file's `entryPoint`. */
  ssoUrl: string;
  accounts: Map<string, LocalSamlAccount>;
  /** The AuthnRequest carried by the address the service provider sent the browser to. */
  readRequest(location: string): AuthnRequestSeen;
  /** A Response (base64, as posted) signing in the account of `email`. */
  respond(request: AuthnRequestSeen, email: string, tweaks?: ResponseTweaks): Promise<string>;
  close(): Promise<void>;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlId = () => `_${randomBytes(16).toString('hex')}`;

function decodeRequest(samlRequest: string): AuthnRequestSeen {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  const acsUrl = /\sAssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1];
  const spEntityId = /<(?:saml:)?Issuer[^>]*>([^<]+)<\//.exec(xml)?.[1];
  if (!id || !acsUrl || !spEntityId) throw new Error(`not an AuthnRequest: ${xml}`);
  const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { id, acsUrl: unescape(acsUrl), spEntityId: unescape(spEntityId) };
}

function attribute(name: string, value: string): string {
  return `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
}

function responseXml(entityId: string, request: AuthnRequestSeen, account: LocalSamlAccount, tweaks: ResponseTweaks): { id: string; xml: string } {
  const id = xmlId();
  const issued = tweaks.issuedAt ?? new Date();
  const now = issued.toISOString();
  const end = new Date(issued.getTime() + (tweaks.validForMs ?? 5 * 60 * 1000)).toISOString();
  const inResponseTo = escapeXml(tweaks.inResponseTo ?? request.id);
  const destination = tweaks.destination === undefined ? request.acsUrl : tweaks.destination;
  const issuer = `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${now}"${destination === null ? '' : ` Destination="${escapeXml(destination)}"`} InResponseTo="${inResponseTo}">` +
    `${issuer}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${xmlId()}" Version="2.0" IssueInstant="${now}">${issuer}` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escapeXml(account.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${end}" Recipient="${escapeXml(tweaks.recipient ?? request.acsUrl)}" InResponseTo="${inResponseTo}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${now}" NotOnOrAfter="${end}"><saml:AudienceRestriction><saml:Audience>${escapeXml(tweaks.audience ?? request.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now}" SessionIndex="${xmlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', account.email)}${attribute('givenName', account.givenName)}${attribute('sn', account.familyName)}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`;
  return { id, xml };
}


const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const loginPage = (samlRequest: string, message = '') =>
  html(
    'Local SAML identity provider',
    `${message ? `<p role="alert">${message}</p>` : ''}<form method="post" action="/sso/login"><input type="hidden" name="SAMLRequest" value="${escapeXml(samlRequest)}">` +
      `<label for="login">Account e-mail</label> <input id="login" name="login" type="email" autocomplete="off"> <button type="submit">Continue</button></form>`,
  );

/** The HTTP-POST binding: a form the page posts to the consumer service at once. */
const postPage = (acsUrl: string, samlResponse: string) =>
  html(
    'Signing you in',
    `<form id="post" method="post" action="${escapeXml(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${escapeXml(samlResponse)}"><button type="submit">Continue to the service</button></form>` +
      `<script>document.getElementById('post').submit();</script>`,
  );

export async function startLocalSamlIdp(options: { port?: number; host?: string } = {}): Promise<LocalSamlIdp> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map(LOCAL_SAML_ACCOUNTS.map((account) => [account.email, account]));
  const where: { origin: string } = { origin: '' };

  const respond = async (request: AuthnRequestSeen, email: string, tweaks: ResponseTweaks = {}): Promise<string> => {
    const account = accounts.get(email);
    if (!account) throw new Error(`no local SAML account ${email}`);
    const entityId = `${where.origin}/metadata`;
    const { id, xml } = responseXml(entityId, request, account, tweaks);
    const sign = tweaks.sign ?? 'assertion';
    if (sign === 'none') return Buffer.from(xml, 'utf8').toString('base64');
    const idp = samlify.IdentityProvider({ entityID: entityId, privateKey: PRIVATE_KEY, signingCert: LOCAL_SAML_CERTIFICATE, singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${where.origin}/sso` }],
      singleLogoutService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${where.origin}/slo` }],
    });
    const sp = samlify.ServiceProvider({
      entityID: request.spEntityId,
      assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: request.acsUrl }],
      // samlify signs the assertion when the SP wants it, else the whole Response.
      wantAssertionsSigned: sign === 'assertion',
    });
    const { context } = await idp.createLoginResponse(sp, { extract: { request: { id: request.id } } }, 'post', { email }, { customTagReplacement: () => ({ id, context: xml }) });
    return context;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', where.origin);
      if (req.method === 'GET' && url.pathname === '/sso') {
        const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(samlRequest));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/sso/login') {
        const form = await readForm(req);
        const samlRequest = form.get('SAMLRequest') ?? '';
        const email = form.get('login') ?? '';
        if (!accounts.has(email)) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(samlRequest, 'No such account.'));
          return;
        }
        const request = decodeRequest(samlRequest);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(postPage(request.acsUrl, await respond(request, email)));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/health') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  where.origin = `http://${host}:${port}`;

  return {
    entityId: `${where.origin}/metadata`,
    ssoUrl: `${where.origin}/sso`,
    accounts,
    readRequest: (location) => decodeRequest(new URL(location).searchParams.get('SAMLRequest') ?? ''),
    respond,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
