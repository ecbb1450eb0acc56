import type { Placeholder } from 'drizzle-orm';
import type { Db } from './Database';

/** A value of a statement built once (ADR 0549): the value itself, or the placeholder its value is filled in by. */
export type Param<T> = T | Placeholder;

interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const built = new WeakMap<Db, Map<string, Prepared>>();

/**
 * A hot read's statement built once per database handle and `name` (drizzle's `.prepare(name)`), then run with its
 * placeholders filled: drizzle no longer rebuilds the SQL on every request, and on PostgreSQL the statement is a named
 * prepared statement of each connection. `name` must name one SQL text: every choice `build` makes (a role, a filter)
 * is in it. A transaction's handle is a new one each time, so there it is built per transaction, as before.
 */
export function prepared<Q extends Prepared>(db: Db, name: string, build: (name: string) => Q): Q {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as Q | undefined;
  if (!statement) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
