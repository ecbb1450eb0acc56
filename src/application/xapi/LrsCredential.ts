/** One of the tenant's LRS credentials as a school admin sees it (the secret is never listed). */
export interface LrsCredential {
  guid: string;
  name: string;
  key: string;
  createdAt: Date;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface LrsCredentials {
  /** The LRS's address for content and tools. */
  endpoint: string;
  credentials: LrsCredential[];
}

/** A credential just made: the only time its secret is known. */
export interface IssuedLrsCredential {
  credential: LrsCredential;
  secret: string;
}
