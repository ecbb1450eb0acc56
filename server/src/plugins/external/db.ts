import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions } from '../../db/Database';
import { LISTEN_CHANNELS } from '../../db/channels';
import { ensureDefaultTenant, type InitialData } from '../../setup/defaultTenant';
import { applyTenantsFile, type TenantsFile } from '../../setup/tenantsFile';

export interface DbPluginOptions {
  database: DatabaseOptions;
  /** What an empty database starts with: the default tenant unless given (the demo, in `npm start` and the tests). */
  initialData?: InitialData;
  /** Migrations and initial data are done already (by the cluster's primary): open the database and nothing else. */
  prepared?: boolean;
  /** The embedded database's worker died (ADR 0475): `npm start` exits so a supervisor restarts it rather than answering errors. */
  onDatabaseLost?: (error: Error) => void;
  /** TENANTS_FILE, read and checked already: written over the stored tenants after the initial data (ADR 0535). */
  tenantsFile?: { file: TenantsFile; source: string };
}

/** Opens the database and, unless `prepared`, applies the committed migrations and fills an empty database with its initial data. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = openDatabase(options.database, {
      onIdleError: (error) => app.log.warn({ err: error }, 'database connection dropped while idle'),
      listenChannels: LISTEN_CHANNELS,
      // While it is down, sessions are checked in the database on every request (slower, never stale).
      onListenerChange: (isLive, error) => {
        if (isLive) app.log.info('listening for session changes');
        else app.log.warn({ err: error }, 'lost the connection that listens for session changes; reconnecting');
      },
    });
    app.addHook('onClose', async () => database.close());
    if (!options.prepared) await database.migrate();
    const seeded = options.prepared ? false : await (options.initialData ?? ensureDefaultTenant)(database.db);
    if (!options.prepared && options.tenantsFile) await applyTenantsFile(database.db, options.tenantsFile.file, options.tenantsFile.source);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('seeded', seeded);
  },
  { name: 'db' },
);
