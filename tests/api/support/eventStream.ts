// A notification stream read with fetch, event by event, without timing (tests/api/notifications.test.ts,
// tests/api/liveRounds.test.ts).
import type { BoardChangeDto } from '@contract/board';
import type { LiveRoundChangeDto } from '@contract/liveRounds';

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Opens a stream with fetch and reads its events in order, without timing. */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/front/notifications/stream`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiting: ((event: SseEvent) => void)[] = [];
  let buffer = '';
  const deliver = (event: SseEvent) => {
    const next = waiting.shift();
    if (next) next(event);
    else events.push(event);
  };
  const reading = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id' || field === 'event' || field === 'data') event[field] = value;
            }
          }
          deliver(event);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    next: () => new Promise<SseEvent>((resolve) => (events.length > 0 ? resolve(events.shift() as SseEvent) : waiting.push(resolve))),
    /** The next event that is not a heartbeat nor a board change. */
    async nextEvent(): Promise<SseEvent> {
      for (;;) {
        const event = await this.next();
        if (event.comment === undefined && event.event !== 'board') return event;
      }
    },
    /** The next board change (ADR 0516), its data parsed. */
    async nextBoard(): Promise<{ event: SseEvent; change: BoardChangeDto }> {
      for (;;) {
        const event = await this.next();
        if (event.event === 'board') return { event, change: JSON.parse(event.data ?? '{}') as BoardChangeDto };
      }
    },
    /** The next live-question change (ADR 0528), its data parsed. */
    async nextLive(): Promise<LiveRoundChangeDto> {
      for (;;) {
        const event = await this.next();
        if (event.event === 'live') return JSON.parse(event.data ?? '{}') as LiveRoundChangeDto;
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
