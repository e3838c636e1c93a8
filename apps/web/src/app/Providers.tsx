import { SHELL_MSG } from '@agora/core';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { retryTransient } from '../api/client';
import { configApi } from '../api/endpoints';
import { toast } from '../features/toast/toastStore';
import { AppConfigContext } from './appConfig';

/** One per browser tab; the server makes one per page it renders. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryTransient } },
  });

export const configQuery = queryOptions({
  queryKey: ['public', 'config'],
  queryFn: configApi.get,
  staleTime: Number.POSITIVE_INFINITY,
});

function WithConfig({ children }: { children: ReactNode }) {
  const { data: cfg, error, refetch } = useQuery(configQuery);
  // Dollar values need at least one currency price; without any, say so once (spec 1 §8).
  useEffect(() => {
    if (cfg && !cfg.currencies.some((c) => c.usdPrice > 0)) toast.error(SHELL_MSG.priceConversionFailed);
  }, [cfg]);
  if (error) {
    return (
      <main className="grid min-h-screen place-items-center p-6 text-center">
        <div role="alert">
          <p className="mb-4 text-lg font-semibold">{error.message}</p>
          <button type="button" className="btn-primary" onClick={() => refetch()}>
            {SHELL_MSG.retry}
          </button>
        </div>
      </main>
    );
  }
  if (!cfg) {
    return <div aria-busy="true" className="min-h-screen" />;
  }
  return <AppConfigContext.Provider value={cfg}>{children}</AppConfigContext.Provider>;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <WithConfig>{children}</WithConfig>
    </QueryClientProvider>
  );
}
