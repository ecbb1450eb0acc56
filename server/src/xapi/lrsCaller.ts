/** Who is calling the LRS: the credential its Basic pair named (ADR 0563). */
export interface LrsCaller {
  tenantId: string;
  credentialGuid: string;
  /** The Agent stored as the statements' authority. */
  authority: Record<string, unknown>;
  /** A launch credential's learner (domain agentKey): its statements must have that actor. */
  actorKey: string | undefined;
}
