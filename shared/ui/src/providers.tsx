import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { ApiError, notifyError, readsDeletedRecord } from '@console/core';
import type { Access } from '@console/contracts';
import { ACCESS_QUERY_KEY } from './access';
import { conflictOf } from './ConflictDialog';
import { system } from './system';
import { Toaster } from './toaster';

/**
 * Every failed query or mutation shows the error toast here, so screens never toast failures themselves.
 * A mutation that shows a stale write's conflict in a dialog says so with `meta: { resolvesConflicts: true }`.
 * A query that reports its failure otherwise says so with `meta: { quiet: true }` (the host's area files).
 */
export function createQueryClient() {
  // A record deleted through the console answers 404 to the queries that still read it (an open row's, its
  // links') until the screen lets them go: that is the delete itself, not a failure to toast.
  const gone = (error: unknown, key: QueryKey) => error instanceof ApiError && error.status === 404 && readsDeletedRecord(key);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !query.meta?.quiet && !gone(error, query.queryKey) && notifyError(error) }),
    // A stale write whose screen shows the conflict itself (ConflictDialog) is not toasted as well.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => !(mutation.meta?.resolvesConflicts && conflictOf(error)) && notifyError(error),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Chakra, the query cache and the toaster: rendered once by the host (or the standalone harness).
 * `client`: a cache made with createQueryClient and filled beforehand (the host's first screen after sign-in).
 * `access` gives the admin's access up front instead of reading it (tests).
 */
export function ConsoleProviders({ children, client: given, access }: { children: ReactNode; client?: QueryClient; access?: Access }) {
  const [client] = useState(() => {
    const created = given ?? createQueryClient();
    if (access) created.setQueryData(ACCESS_QUERY_KEY, access);
    return created;
  });
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
