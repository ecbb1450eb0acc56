import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions } from '../../db/Database';
import { ensureData } from '../../demo/seed';

export interface DbPluginOptions {
  database: DatabaseOptions;
  demo: boolean;
  /** Where the demo's media files are copied when the demo is seeded. */
  filesDir: string;
}

/** Opens the database, applies the committed migrations and, on an empty database, loads the data set. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = openDatabase(options.database, (error) => app.log.warn({ err: error }, 'database connection dropped while idle'));
    app.addHook('onClose', async () => database.close());
    await database.migrate();
    const seeded = await ensureData(database.db, options.demo, { filesDir: options.filesDir });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('seeded', seeded);
  },
  { name: 'db' },
);
