import { connect } from 'node:net';
import { getDatabaseLocation, openDatabase, type Database } from '../../server/db/open-database';
import type { AppConfig } from '../../server/config';

/** Whether something (the app) listens on host:port. */
function isListening(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 1000 });
    socket.once('connect', () => { socket.destroy(); done(true); });
    socket.once('error', () => done(false));
    socket.once('timeout', () => { socket.destroy(); done(false); });
  });
}

/**
 * The app's database for the support command. PostgreSQL is shared safely; the embedded PGlite belongs to one process
 * (two on one data directory corrupt it), so while the app answers on its port the command refuses to open it.
 */
export async function openSupportDatabase(config: AppConfig): Promise<Database> {
  const location = getDatabaseLocation(config.DATABASE_URL, config.pgliteDir);
  if (location.kind === 'pglite' && (await isListening(config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST, config.PORT))) {
    throw new Error(
      `The app is running (${config.HOST}:${config.PORT}) and owns the embedded database (${config.pgliteDir}): ` +
        'use /admin/jobs, stop the app first, or run on PostgreSQL (DATABASE_URL).',
    );
  }
  return openDatabase(location);
}
