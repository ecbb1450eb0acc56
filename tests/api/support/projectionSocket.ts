// A projection's WebSocket with its messages queued, so a test reads them in order without timing
// (tests/api/projection.test.ts, projectionView.test.ts, liveRounds.test.ts). Without a token it asks with no session.
import WebSocket from 'ws';
import type { ProjectionServerMessageDto, ProjectionStateDto } from '@contract/projection';

export function connectProjection(url: string, guid: string, token: string | undefined, query = '') {
  const protocols = token === undefined ? ['tiza.projection'] : ['tiza.projection', `bearer.${token}`];
  const socket = new WebSocket(`${url}/api/front/projection/sessions/${guid}/socket${query}`, protocols);
  const queue: ProjectionServerMessageDto[] = [];
  const waiting: ((message: ProjectionServerMessageDto) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ProjectionServerMessageDto;
    const next = waiting.shift();
    if (next) next(message);
    else queue.push(message);
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    // With a listener here, ws leaves the refused request open: end it, or the server waits for it when closing.
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`refused ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
  const next = () =>
    new Promise<ProjectionServerMessageDto>((resolve) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
  return {
    socket,
    opened,
    /** The first state that satisfies `wanted` (states come after every change; a test waits for the one it expects). */
    async stateWhere(wanted: (state: ProjectionStateDto) => boolean): Promise<ProjectionStateDto> {
      for (;;) {
        const message = await next();
        if (message.type === 'error') throw new Error(message.code);
        if (wanted(message.state)) return message.state;
      }
    },
    /** The next message, whatever it is. */
    next,
    /**
     * The next error answer. A state may come in between: on PostgreSQL the notification of the projection's creation
     * can be heard after the socket joined, and the hub then sends the same state again (ADR 0522).
     */
    async nextError(): Promise<ProjectionServerMessageDto> {
      for (;;) {
        const message = await next();
        if (message.type === 'error') return message;
      }
    },
    /** The next state whose version is above `version`. */
    async stateAfter(version: number): Promise<ProjectionStateDto> {
      return this.stateWhere((state) => state.version > version);
    },
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}
