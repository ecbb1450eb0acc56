/** A link of the signed-in person to an identity provider, as their profile lists it (ADR 0533). */
export interface SignInLink {
  id: string;
  /** The name on the tenant's button, or the provider's host when the tenant no longer offers it. */
  providerName: string;
  offered: boolean;
  email: string | null;
  linkedAt: Date;
  lastSignInAt: Date;
}

/** The ways the signed-in person signs in. */
export interface SignInMethods {
  /** A password of their own that the tenant takes. */
  password: boolean;
  links: SignInLink[];
  /** Removing one link leaves another way in (the domain's mayUnlink, decided by the server). */
  mayUnlink: boolean;
}
