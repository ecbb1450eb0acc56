// The embedded PGlite in a worker thread of its own (ADR 0475): the HTTP thread never runs a statement.
// Plain JavaScript on purpose: a worker starts without the TypeScript loader of the thread that spawned it
// (tsx in `npm start`, vite-node in the test suite), and this file only needs PGlite.
//
// Messages in: { id, op: 'query', sql, params, rowMode, tx? } | { id, op: 'begin' } | { id, op: 'end', tx, commit }
//            | { id, op: 'listen', channel } | { id, op: 'close' }.
// Out: { id, ok: true, value } | { id, ok: false, error } | { notify: channel, payload } (posted by PGlite while the
// statement that sent it runs, so before that statement's answer).
// A transaction holds PGlite's own transaction lock from 'begin' to 'end': statements of other callers wait, exactly
// as they do when PGlite runs in the HTTP thread.
import { parentPort, workerData } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';

// drizzle's PGlite driver keeps dates, timestamps, intervals and their arrays as text; so does this side.
const asText = (value) => value;
const parsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread');
const port = parentPort;
const { dataDir } = workerData ?? {};
if (dataDir) mkdirSync(dataDir, { recursive: true });
const db = new PGlite(dataDir);

/** Open transactions: id → { tx, end(commit) }. */
const transactions = new Map();
let nextTx = 1;
let closing;

/** What crosses the thread boundary of an error: its message and the PostgreSQL fields (code, detail, constraint…). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

const reply = (id, value) => port.postMessage({ id, ok: true, value });
const fail = (id, error) => port.postMessage({ id, ok: false, error: plainError(error) });

async function query(message) {
  const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
  if (!target) throw new Error(`transaction ${message.tx} is not open`);
  const result = await target.query(message.sql, message.params, { rowMode: message.rowMode ?? 'object', parsers });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

function begin(id) {
  const txId = nextTx++;
  let end;
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  // Resolves 'end' when PGlite has committed or rolled back; 'begin' is answered once the lock is held.
  const done = db.transaction(async (tx) => {
    transactions.set(txId, { tx, end, done: undefined });
    reply(id, txId);
    const commit = await ended;
    if (!commit) await tx.rollback();
  });
  done.catch(() => undefined);
  return { txId, done };
}

const pendingEnds = new Map();

port.on('message', (message) => {
  const { id, op } = message;
  if (op === 'query') {
    query(message).then((value) => reply(id, value), (error) => fail(id, error));
  } else if (op === 'begin') {
    const { txId, done } = begin(id);
    pendingEnds.set(txId, done);
    done.catch((error) => {
      // Failed before the callback ran (PGlite closed): answer the 'begin' that is still waiting.
      if (!transactions.has(txId)) fail(id, error);
    });
  } else if (op === 'end') {
    const open = transactions.get(message.tx);
    const done = pendingEnds.get(message.tx);
    if (!open || !done) return fail(id, new Error(`transaction ${message.tx} is not open`));
    open.end(message.commit === true);
    done.then(
      () => reply(id, null),
      (error) => fail(id, error),
    ).finally(() => {
      transactions.delete(message.tx);
      pendingEnds.delete(message.tx);
    });
  } else if (op === 'listen') {
    db.listen(message.channel, (payload) => port.postMessage({ notify: message.channel, payload })).then(
      () => reply(id, null),
      (error) => fail(id, error),
    );
  } else if (op === 'close') {
    // Statements already sent finish first: PGlite queues close behind them. A transaction left open rolls back.
    closing ??= (async () => {
      for (const open of transactions.values()) open.end(false);
      await Promise.allSettled([...pendingEnds.values()]);
      await db.close();
    })();
    closing.then(() => reply(id, null), (error) => fail(id, error));
  }
});

await db.waitReady;
port.postMessage({ ready: true });
