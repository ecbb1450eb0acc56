export const LANGUAGES = ['es', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Spec §1: Spanish is the default language. */
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language of a list (e.g. navigator.languages), else the fallback. */
export function pickLanguage(candidates: readonly string[], fallback: Language = DEFAULT_LANGUAGE): Language {
  for (const candidate of candidates) {
    const base = candidate.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return fallback;
}

export const LOGIN_METHODS = ['password', 'sso', 'saml', 'oidc'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export function isLoginMethod(value: unknown): value is LoginMethod {
  return typeof value === 'string' && (LOGIN_METHODS as readonly string[]).includes(value);
}

/** Spec §1: what each publisher tenant switches on or off. */
export interface TenantFlags {
  avatarChange: boolean;
  support: boolean;
  accountTab: boolean;
  createCourse: boolean;
  kidsMode: boolean;
  hideLibrary: boolean;
  hideTeacher: boolean;
  /** Where to send the user after logout; null keeps them in Tiza's login page. */
  logoutRedirect: string | null;
  newProgramInterface: boolean;
  thirdPartyIntegrations: boolean;
  editProfile: boolean;
  /** Board messages may take a file from the author's Google Drive (ADR 0518). */
  googleDrive: boolean;
}

export const DEFAULT_TENANT_FLAGS: TenantFlags = {
  avatarChange: true,
  support: true,
  accountTab: true,
  createCourse: true,
  kidsMode: false,
  hideLibrary: false,
  hideTeacher: false,
  logoutRedirect: null,
  newProgramInterface: false,
  thirdPartyIntegrations: false,
  editProfile: true,
  googleDrive: false,
};

export interface TenantTheme {
  /** CSS colours, e.g. '#1f5eff'. */
  primary: string;
  accent: string;
  /** Short brand name shown in the header. */
  brand: string;
}

/** The single sign-on protocols Tiza speaks (ADR 0534, 0550). */
export const IDENTITY_PROVIDER_KINDS = ['oidc', 'saml'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDER_KINDS)[number];

export function isIdentityProviderKind(value: unknown): value is IdentityProviderKind {
  return typeof value === 'string' && (IDENTITY_PROVIDER_KINDS as readonly string[]).includes(value);
}

/** An identity provider of a tenant as anyone may see it: its id (in the start address) and the name on its button. */
export interface IdentityProviderInfo {
  id: string;
  kind: IdentityProviderKind;
  /** "Sign in with <name>". */
  name: string;
}

/** What the server tells the SPA about a tenant before anyone signs in (GET /api/front/tenant). */
export interface TenantConfig {
  id: string;
  name: string;
  defaultLanguage: Language;
  languages: Language[];
  loginMethods: LoginMethod[];
  flags: TenantFlags;
  theme: TenantTheme;
  passwordMinLength: number;
  /** The tenant's identity providers (single sign-on, ADR 0534); none when left out. Never a secret. */
  identityProviders?: IdentityProviderInfo[];
}

/**
 * The flags whose feature this version of Tiza has built and honours on every screen it concerns. A tenant may switch
 * any flag on in its configuration, but one for a feature not built yet is never offered (`offeredConfig`): the app
 * does not advertise a promise it cannot keep. Add a flag here in the change that builds its feature.
 */
export const HONOURED_FLAGS = ['createCourse', 'hideLibrary', 'hideTeacher', 'logoutRedirect', 'googleDrive', 'editProfile', 'avatarChange', 'kidsMode'] as const satisfies readonly (keyof TenantFlags)[];

/** Login methods with a working sign-in path; OIDC and SAML when the tenant has a provider of that kind. */
export const BUILT_LOGIN_METHODS: readonly LoginMethod[] = ['password', 'sso', 'oidc', 'saml'];

/** Flags not built yet read as off, whatever a configuration says; `logoutRedirect` (not a switch) passes as it is. */
export function offeredFlags(flags: TenantFlags): TenantFlags {
  const honoured = new Set<string>(HONOURED_FLAGS);
  const offered = { ...flags };
  for (const key of Object.keys(offered) as (keyof TenantFlags)[]) {
    if (key === 'logoutRedirect' || honoured.has(key)) continue;
    offered[key] = false;
  }
  return offered;
}

/**
 * What a tenant offers its users: its configuration less the flags and login methods not built yet. OIDC and SAML are
 * login methods exactly when the tenant has a provider of that kind: no button for a provider it lacks, none missing
 * for one it has.
 */
export function offeredConfig(config: TenantConfig): TenantConfig {
  const providers = config.identityProviders ?? [];
  const kinds: readonly LoginMethod[] = IDENTITY_PROVIDER_KINDS;
  const listed = config.loginMethods.filter((method) => BUILT_LOGIN_METHODS.includes(method) && !kinds.includes(method));
  const loginMethods: LoginMethod[] = [...listed, ...IDENTITY_PROVIDER_KINDS.filter((kind) => providers.some((provider) => provider.kind === kind))];
  return { ...config, flags: offeredFlags(config.flags), loginMethods: loginMethods.length > 0 ? loginMethods : ['password'], identityProviders: providers };
}

/** Tenant ids are lower-case slugs: what `login_context` and `?tenant=` carry. */
export const TENANT_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

export function isTenantId(value: unknown): value is string {
  return typeof value === 'string' && TENANT_ID_PATTERN.test(value);
}
