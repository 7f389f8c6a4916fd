import pg from 'pg';
import { getLogger } from '../../temporal/runtime/observability/get-logger';

export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect?(): void;
}

/**
 * LISTENs on a PostgreSQL channel over one dedicated connection (a pooled one would be handed to other queries), and
 * comes back after the server ends it (a restart, a failover): it reconnects every second until it can, then says so,
 * since notifications sent while it was away are lost.
 */
export async function listenPostgres(url: string, channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      getLogger().warn({ channel, err: error }, 'the listener\'s connection ended; reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const scheduleReconnect = () => {
    client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          getLogger().warn({ channel, err: error }, 'reconnecting the listener failed');
          scheduleReconnect();
        },
      );
    }, 1000);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await (client as pg.Client | null)?.end().catch(() => undefined);
  };
}
