import { createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../server/routers/app-router';
import { csrfHeaders } from './lib/csrf-headers';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({ url: '/trpc', headers: csrfHeaders }),
      }),
    ],
  });
}

export interface DomainErrorData {
  code: string;
  params: Record<string, string | number> | null;
}

/** The domain error code (and parameters) carried by a tRPC error, for translation. */
export function getDomainError(error: unknown): DomainErrorData {
  if (error instanceof TRPCClientError) {
    const domain = (error.data as { domain?: DomainErrorData } | undefined)?.domain;
    if (domain) return domain;
    return { code: 'network_error', params: null };
  }
  return { code: 'internal_error', params: null };
}
