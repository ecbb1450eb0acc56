import type { ChannelListener } from '../../db/Database';

/** How many note ids a process remembers to hear each once. */
const HEARD_IDS = 1_000;

/**
 * A channel listener that delivers each note of a NOTIFY channel once, one at a time, in the order heard (the board's
 * changes, live questions). PostgreSQL delivers a write of this process on its own pooled connection and on the
 * listening one: the note's `id` makes the second one a no-op. Notes are not stored: what this process could not hear
 * is not delivered. Subclasses say how a note reaches the streams.
 */
export abstract class NoteFanOut<N extends { id: string }> implements ChannelListener {
  private queue: Promise<void> = Promise.resolve();
  /** The latest notes heard, oldest first (a Set keeps insertion order). */
  private readonly heardIds = new Set<string>();

  protected constructor(private readonly onError: (error: unknown) => void) {}

  message(payload: string): void {
    let note: N;
    try {
      note = JSON.parse(payload) as N;
    } catch {
      return;
    }
    if (this.heardIds.has(note.id)) return;
    this.heardIds.add(note.id);
    if (this.heardIds.size > HEARD_IDS) {
      const oldest = this.heardIds.values().next().value;
      if (oldest !== undefined) this.heardIds.delete(oldest);
    }
    this.queue = this.queue.then(() => this.deliver(note)).catch(this.onError);
  }

  live(): void {}

  /** Resolves once every note heard so far has been delivered (tests, the bench). */
  settled(): Promise<void> {
    return this.queue;
  }

  protected abstract deliver(note: N): Promise<void>;
}
