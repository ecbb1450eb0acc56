import fp from 'fastify-plugin';
import { sendDigests } from '../../commands/notifications/sendDigests';
import { repeatRound } from './repeatedRound';

export interface NotificationDigestOptions {
  /** How often each process looks for digests due (ms); 0 turns it off. */
  roundMs?: number;
}

/**
 * The daily digest's round (ADR 0519): every few minutes each process sends the digests that are due. Several processes
 * on one PostgreSQL, or a restart, never send one twice: the day's row is claimed in the database first.
 */
export const notificationDigestPlugin = fp<NotificationDigestOptions>(
  async (app, options) => {
    repeatRound(app, options.roundMs ?? 5 * 60_000, 'notification digests', async () => ({ ...(await sendDigests(app.repos, app.mailer, { now: new Date(), publicUrl: app.publicUrl })) }));
  },
  { name: 'notificationDigest', dependencies: ['repositories', 'mail'] },
);
