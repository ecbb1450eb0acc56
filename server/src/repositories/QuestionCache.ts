import type { ChannelListener } from '../db/Database';
import type { QuestionRow } from './QuestionRepository';

/** How many assessments' questions a process keeps (the least recently used are forgotten first). */
const KEPT_ASSESSMENTS = 5_000;

/**
 * The questions of the assessments students are taking, kept in each process (ADR 0546): at the bell a save and a
 * submit check and score against them without a statement. A question added, changed, reordered or deleted in any
 * process (a cascade of a deleted item or course, a truncate too) arrives on `tiza_question_changes` at its commit and
 * makes that assessment read again next time; while the channel cannot be heard (PostgreSQL's listener is down),
 * nothing is kept and every use reads.
 *
 * Filled only from the pool (never from a transaction's handle, whose reads could see its own uncommitted writes).
 * A read in flight is kept too, so a burst of saves of one test reads once; a change heard while it is in flight drops
 * it with the rest, so nothing read before a change outlives it. What it answers is shared: never mutate it.
 */
export class QuestionCache implements ChannelListener {
  private readonly kept = new Map<string, Promise<readonly QuestionRow[]>>();
  private isLive = false;

  of(itemGuid: string, read: (itemGuid: string) => Promise<QuestionRow[]>): Promise<readonly QuestionRow[]> {
    const known = this.kept.get(itemGuid);
    if (known) {
      // Most recently used last: the first key is the one to forget.
      this.kept.delete(itemGuid);
      this.kept.set(itemGuid, known);
      return known;
    }
    const reading: Promise<readonly QuestionRow[]> = read(itemGuid).then((rows) => Object.freeze(rows));
    if (!this.isLive) return reading;
    this.kept.set(itemGuid, reading);
    // A failed read is not kept; a change heard meanwhile has already removed it (the next use reads anew).
    reading.catch(() => {
      if (this.kept.get(itemGuid) === reading) this.kept.delete(itemGuid);
    });
    if (this.kept.size > KEPT_ASSESSMENTS) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    return reading;
  }

  /** An assessment's questions changed ('*': every assessment's). */
  message(itemGuid: string): void {
    if (itemGuid === '*') this.kept.clear();
    else this.kept.delete(itemGuid);
  }

  live(isLive: boolean): void {
    // Changes may have gone unheard: forget everything, and keep nothing until they are heard again.
    this.kept.clear();
    this.isLive = isLive;
  }

  /** How many assessments are kept (tests). */
  get size(): number {
    return this.kept.size;
  }
}
