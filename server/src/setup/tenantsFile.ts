// TENANTS_FILE (docs/operations.md "Tenants file"): operators' tenants — flags, theme, languages, identity providers —
// layered over the built-in ones. Read and checked before the server starts (a bad file stops it, naming the path and
// the field); written to the `tenants` table by the process that prepares the database (ADR 0535).
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { eq } from 'drizzle-orm';
import { T, StringEnum, type Static } from '@contract/schema';
import { DEFAULT_SSO_ACCOUNT_POLICY } from '@domain/accounts/ssoAccount';
import { DEFAULT_TENANT_FLAGS, LANGUAGES, LOGIN_METHODS, TENANT_ID_PATTERN, type TenantFlags } from '@domain/tenancy/tenant';
import type { Db } from '../db/Database';
import { tenants } from '../db/schema';
import type { StoredIdentityProvider } from '../sso/identityProvider';
import { certificatePem } from '../sso/samlServiceProvider';

const Slug = T.String({ pattern: TENANT_ID_PATTERN.source });
const Colour = T.String({ pattern: '^#[0-9a-fA-F]{3,8}$' });
const Flags = T.Object(
  {
    avatarChange: T.Optional(T.Boolean()),
    support: T.Optional(T.Boolean()),
    accountTab: T.Optional(T.Boolean()),
    createCourse: T.Optional(T.Boolean()),
    kidsMode: T.Optional(T.Boolean()),
    hideLibrary: T.Optional(T.Boolean()),
    hideTeacher: T.Optional(T.Boolean()),
    logoutRedirect: T.Optional(T.Union([T.String({ pattern: '^https?://' }), T.Null()])),
    newProgramInterface: T.Optional(T.Boolean()),
    thirdPartyIntegrations: T.Optional(T.Boolean()),
    editProfile: T.Optional(T.Boolean()),
    googleDrive: T.Optional(T.Boolean()),
  },
  { additionalProperties: false },
);

const SsoPolicy = {
  createAccounts: T.Optional(T.Boolean()),
  linkByEmail: T.Optional(T.Boolean()),
  newAccountRole: T.Optional(StringEnum(['R01', 'R02'] as const)),
};

const OidcProvider = T.Object(
  {
    id: Slug,
    kind: T.Literal('oidc'),
    name: T.String({ minLength: 1, maxLength: 60 }),
    issuer: T.String({ pattern: '^https?://[^\\s]+$' }),
    clientId: T.String({ minLength: 1, maxLength: 500 }),
    clientSecretEnv: T.Optional(T.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' })),
    scopes: T.Optional(T.Array(T.String({ pattern: '^[\\x21\\x23-\\x5b\\x5d-\\x7e]+$' }), { maxItems: 20 })),
    ...SsoPolicy,
  },
  // A `clientSecret` here is refused: secrets come from the environment (clientSecretEnv).
  { additionalProperties: false },
);

const SamlAttributeName = T.String({ minLength: 1, maxLength: 200 });
/** A SAML 2.0 provider (ADR 0550): its public signing certificates only; Tiza signs nothing, so it holds no key. */
const SamlProvider = T.Object(
  {
    id: Slug,
    kind: T.Literal('saml'),
    name: T.String({ minLength: 1, maxLength: 60 }),
    entryPoint: T.String({ pattern: '^https?://[^\\s]+$' }),
    idpIssuer: T.String({ minLength: 1, maxLength: 500 }),
    idpCert: T.Array(T.String({ minLength: 100, maxLength: 20000 }), { minItems: 1, maxItems: 4 }),
    spEntityId: T.Optional(T.String({ minLength: 1, maxLength: 500 })),
    nameIdFormat: T.Optional(T.String({ pattern: '^urn:oasis:names:tc:SAML:[12]\\.[01]:nameid-format:[A-Za-z]+$' })),
    attributes: T.Optional(
      T.Object(
        { subject: T.Optional(SamlAttributeName), email: T.Optional(SamlAttributeName), givenName: T.Optional(SamlAttributeName), familyName: T.Optional(SamlAttributeName) },
        { additionalProperties: false },
      ),
    ),
    ...SsoPolicy,
  },
  { additionalProperties: false },
);

const PROVIDER_SCHEMAS = { oidc: OidcProvider, saml: SamlProvider } as const;
const IdentityProvider = T.Union([OidcProvider, SamlProvider]);

const TenantEntry = T.Object(
  {
    id: Slug,
    name: T.Optional(T.String({ minLength: 1, maxLength: 200 })),
    defaultLanguage: T.Optional(StringEnum(LANGUAGES)),
    languages: T.Optional(T.Array(StringEnum(LANGUAGES), { minItems: 1, uniqueItems: true })),
    loginMethods: T.Optional(T.Array(StringEnum(LOGIN_METHODS), { minItems: 1, uniqueItems: true })),
    flags: T.Optional(Flags),
    theme: T.Optional(T.Object({ primary: Colour, accent: Colour, brand: T.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false })),
    hostnames: T.Optional(T.Array(T.String({ pattern: '^[a-z0-9.-]+$' }), { uniqueItems: true })),
    passwordMinLength: T.Optional(T.Integer({ minimum: 6, maximum: 128 })),
    digitalConsentAge: T.Optional(T.Integer({ minimum: 0, maximum: 18 })),
    identityProviders: T.Optional(T.Array(IdentityProvider, { maxItems: 10 })),
  },
  { additionalProperties: false },
);

export const TenantsFileSchema = T.Object({ tenants: T.Array(TenantEntry) }, { additionalProperties: false });
export type TenantsFile = Static<typeof TenantsFileSchema>;
type TenantEntryDto = Static<typeof TenantEntry>;

/** A problem of the file, said with its path and the field (a JSON pointer). */
export class TenantsFileError extends Error {
  override name = 'TenantsFileError';
}

/** http is accepted only for a provider on this machine (tests, a local try-out); any other issuer is https. */
export function isLoopbackUrl(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}

/** The rules a schema cannot say: ids once, the default language among the languages, addresses, secrets present, certificates. */
function checkEntries(file: TenantsFile, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  file.tenants.forEach((tenant, index) => {
    const at = `/tenants/${index}`;
    if (seen.has(tenant.id)) problems.push(`${at}/id: tenant "${tenant.id}" is listed twice`);
    seen.add(tenant.id);
    if (tenant.defaultLanguage && tenant.languages && !tenant.languages.includes(tenant.defaultLanguage)) {
      problems.push(`${at}/languages: must include the default language "${tenant.defaultLanguage}"`);
    }
    const providerIds = new Set<string>();
    tenant.identityProviders?.forEach((provider, p) => {
      const here = `${at}/identityProviders/${p}`;
      if (providerIds.has(provider.id)) problems.push(`${here}/id: provider "${provider.id}" is listed twice`);
      providerIds.add(provider.id);
      const field = provider.kind === 'oidc' ? 'issuer' : 'entryPoint';
      let address: URL | undefined;
      try {
        address = new URL(provider.kind === 'oidc' ? provider.issuer : provider.entryPoint);
      } catch {
        problems.push(`${here}/${field}: not a URL`);
      }
      if (address && address.protocol !== 'https:' && !isLoopbackUrl(address)) problems.push(`${here}/${field}: must be https (http only on localhost)`);
      if (provider.kind === 'oidc' && provider.clientSecretEnv !== undefined && !env[provider.clientSecretEnv]) {
        problems.push(`${here}/clientSecretEnv: the environment variable ${provider.clientSecretEnv} is not set`);
      }
      if (provider.kind === 'saml') {
        provider.idpCert.forEach((cert, c) => {
          try {
            new X509Certificate(certificatePem(cert));
          } catch {
            problems.push(`${here}/idpCert/${c}: not an X.509 certificate (PEM, or the base64 between its BEGIN and END lines)`);
          }
        });
      }
    });
  });
  return problems;
}

/** Checks a parsed file: the schema, then the rules across fields. Throws one error listing every problem. */
/**
 * The schema's problems, each with its JSON pointer. A provider that matches neither kind is checked against the
 * schema of the kind it names, so the operator reads which of its fields is wrong rather than "expected union value".
 */
function shapeProblems(value: unknown): string[] {
  const problems: string[] = [];
  for (const error of Value.Errors(TenantsFileSchema, value)) {
    if (/^\/tenants\/\d+\/identityProviders\/\d+$/.test(error.path) && 'anyOf' in error.schema) {
      const kind: unknown = typeof error.value === 'object' && error.value !== null ? (error.value as { kind?: unknown }).kind : undefined;
      const schema = kind === 'oidc' || kind === 'saml' ? PROVIDER_SCHEMAS[kind] : undefined;
      if (!schema) problems.push(`${error.path}/kind: must be "oidc" or "saml"`);
      else for (const inner of Value.Errors(schema, error.value)) problems.push(`${error.path}${inner.path}: ${inner.message}`);
      continue;
    }
    problems.push(`${error.path || '/'}: ${error.message}`);
  }
  return problems.slice(0, 20);
}

export function checkTenantsFile(value: unknown, source: string, env: NodeJS.ProcessEnv = process.env): TenantsFile {
  const shape = shapeProblems(value);
  if (shape.length > 0) throw new TenantsFileError(`TENANTS_FILE ${source} is not valid:\n  ${shape.join('\n  ')}`);
  const file = value as TenantsFile;
  const problems = checkEntries(file, env);
  if (problems.length > 0) throw new TenantsFileError(`TENANTS_FILE ${source} is not valid:\n  ${problems.join('\n  ')}`);
  return file;
}

/** Reads and checks the file at `path`. */
export function readTenantsFile(path: string, env: NodeJS.ProcessEnv = process.env): TenantsFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new TenantsFileError(`TENANTS_FILE ${path} cannot be read: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new TenantsFileError(`TENANTS_FILE ${path} is not JSON: ${(error as Error).message}`);
  }
  return checkTenantsFile(value, path, env);
}

function storedProvider(provider: NonNullable<TenantEntryDto['identityProviders']>[number]): StoredIdentityProvider {
  const policy = {
    createAccounts: provider.createAccounts ?? DEFAULT_SSO_ACCOUNT_POLICY.createAccounts,
    linkByEmail: provider.linkByEmail ?? DEFAULT_SSO_ACCOUNT_POLICY.linkByEmail,
    newAccountRole: provider.newAccountRole ?? DEFAULT_SSO_ACCOUNT_POLICY.newAccountRole,
  };
  if (provider.kind === 'saml') {
    return {
      id: provider.id,
      kind: 'saml',
      name: provider.name,
      entryPoint: provider.entryPoint,
      idpIssuer: provider.idpIssuer,
      idpCert: provider.idpCert.map((cert) => cert.trim()),
      ...(provider.spEntityId === undefined ? {} : { spEntityId: provider.spEntityId }),
      ...(provider.nameIdFormat === undefined ? {} : { nameIdFormat: provider.nameIdFormat }),
      ...(provider.attributes === undefined ? {} : { attributes: provider.attributes }),
      ...policy,
    };
  }
  return {
    id: provider.id,
    kind: provider.kind,
    name: provider.name,
    issuer: provider.issuer,
    clientId: provider.clientId,
    ...(provider.clientSecretEnv === undefined ? {} : { clientSecretEnv: provider.clientSecretEnv }),
    ...(provider.scopes === undefined ? {} : { scopes: provider.scopes }),
    ...policy,
  };
}

/**
 * Writes the file over the stored tenants, in one transaction: a tenant already there takes the fields the file gives
 * (flags one by one over its own; identity providers as listed), a new one is created and must then give `name`.
 */
export async function applyTenantsFile(db: Db, file: TenantsFile, source: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, entry] of file.tenants.entries()) {
      const [current] = await tx.select().from(tenants).where(eq(tenants.id, entry.id)).limit(1);
      const providers = entry.identityProviders?.map(storedProvider);
      if (current) {
        const flags: TenantFlags = { ...DEFAULT_TENANT_FLAGS, ...current.flags, ...entry.flags };
        const defaultLanguage = entry.defaultLanguage ?? current.defaultLanguage;
        const languages = entry.languages ?? current.languages;
        if (!languages.includes(defaultLanguage)) throw new TenantsFileError(`TENANTS_FILE ${source}: /tenants/${index}/languages: must include the default language "${defaultLanguage}"`);
        await tx
          .update(tenants)
          .set({
            ...(entry.name === undefined ? {} : { name: entry.name }),
            defaultLanguage,
            languages,
            ...(entry.loginMethods === undefined ? {} : { loginMethods: entry.loginMethods }),
            flags,
            ...(entry.theme === undefined ? {} : { theme: entry.theme }),
            ...(entry.hostnames === undefined ? {} : { hostnames: entry.hostnames }),
            ...(entry.passwordMinLength === undefined ? {} : { passwordMinLength: entry.passwordMinLength }),
            ...(entry.digitalConsentAge === undefined ? {} : { digitalConsentAge: entry.digitalConsentAge }),
            ...(providers === undefined ? {} : { identityProviders: providers }),
          })
          .where(eq(tenants.id, entry.id));
        continue;
      }
      if (entry.name === undefined) throw new TenantsFileError(`TENANTS_FILE ${source}: /tenants/${index}/name: tenant "${entry.id}" is new, so it needs a name`);
      const defaultLanguage = entry.defaultLanguage ?? 'es';
      await tx.insert(tenants).values({
        id: entry.id,
        name: entry.name,
        defaultLanguage,
        languages: entry.languages ?? [defaultLanguage],
        loginMethods: entry.loginMethods ?? ['password'],
        flags: { ...DEFAULT_TENANT_FLAGS, ...entry.flags },
        theme: entry.theme ?? { primary: '#1f5eff', accent: '#ff8a00', brand: entry.name },
        hostnames: entry.hostnames ?? [],
        ...(entry.passwordMinLength === undefined ? {} : { passwordMinLength: entry.passwordMinLength }),
        ...(entry.digitalConsentAge === undefined ? {} : { digitalConsentAge: entry.digitalConsentAge }),
        identityProviders: providers ?? [],
      });
    }
  });
}
