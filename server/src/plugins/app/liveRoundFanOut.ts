import fp from 'fastify-plugin';
import { LIVE_ROUNDS_CHANNEL } from '../../db/channels';
import { NoteFanOut } from './noteFanOut';
import type { LiveRoundNote } from '../../repositories/LiveRoundRepository';
import type { NotificationHub } from './notificationHub';

/**
 * Live questions for the notification streams of this process (ADR 0528): a round opened, closed, revealed or ended in
 * any process arrives on `tiza_live_rounds`; the streams of the course's students in the note's tenant get `event:
 * live` (one statement per note asks which of the connected people are students of the course). A lesson page that
 * hears it reads the round again; nothing is stored or replayed (a page reads the round when its stream reconnects).
 */
export class LiveRoundFanOut extends NoteFanOut<LiveRoundNote> {
  constructor(
    private readonly hub: NotificationHub,
    private readonly studentsAmong: (courseGuid: string, userGuids: readonly string[]) => Promise<Set<string>>,
    onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  protected async deliver(note: LiveRoundNote): Promise<void> {
    const streams = this.hub.byTenant().get(note.tenant_id) ?? [];
    if (streams.length === 0) return;
    const students = await this.studentsAmong(note.course_guid, [...new Set(streams.map((stream) => stream.userGuid))]);
    const change = { course_guid: note.course_guid, lesson_guid: note.lesson_guid, round_guid: note.round_guid, change: note.change };
    for (const stream of streams) if (students.has(stream.userGuid)) stream.sendLive(change);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveRoundFanOut: LiveRoundFanOut;
  }
}

/** Tells the students' open lesson pages that a live question of their course changed. */
export const liveRoundFanOutPlugin = fp(
  async (app) => {
    const fanOut = new LiveRoundFanOut(
      app.notificationHub,
      (courseGuid, userGuids) => app.repos.liveRounds.studentsAmong(courseGuid, userGuids),
      (error) => app.log.warn({ err: error }, 'live round fan-out failed'),
    );
    const unlisten = await app.database.listen(LIVE_ROUNDS_CHANNEL, fanOut);
    app.decorate('liveRoundFanOut', fanOut);
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'liveRoundFanOut', dependencies: ['repositories', 'notificationHub'] },
);
