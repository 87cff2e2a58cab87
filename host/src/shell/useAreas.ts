import { useCallback } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaRemote } from '@console/core';
import type { AreaDeclaration } from '@console/contracts';
import { loadAreaDeclaration } from '../remotes/areaFiles';
import { planReady, releasePlanOn } from '../remotes/plan';
import { configuredRemotes, remoteEntry } from '../remotes/registry';

export interface Areas {
  /** The declarations read so far. */
  declarations: AreaDeclaration[];
  /** Remotes whose declaration could not be read (offline, broken deploy): their screens are unknown. */
  failed: AreaRemote[];
  /** Some declaration is still on its way. */
  loading: boolean;
  /** Reads the failed declarations again. */
  retry(): void;
}

const AREA_KEY = 'console-area';

/** The read of a remote's declaration through the query cache (also read ahead, before the shell shows: ./firstScreen.ts). */
export const areaQuery = (remote: AreaRemote) => ({
  // Per address: a remote the release plan moves to another version (a canary) declares its own screens.
  queryKey: [AREA_KEY, remote, remoteEntry(remote)],
  queryFn: () => loadAreaDeclaration(remote),
  staleTime: Infinity,
  // The area says so itself ('No se pudo cargar…', with its retry): no toast.
  meta: { quiet: true },
});

/**
 * Every configured remote's area declaration, read once per session (in parallel, a few hundred bytes
 * each) through the query cache. A remote that cannot be read costs only its own screens.
 */
export function useAreas(): Areas {
  const queryClient = useQueryClient();
  const remotes = configuredRemotes();
  // Which version of each remote this admin loads comes first (nothing to wait for without a release store).
  const planned = useQuery({
    queryKey: [AREA_KEY, 'plan'],
    queryFn: () => planReady().then(() => true),
    enabled: releasePlanOn(),
    staleTime: Infinity,
    gcTime: 0,
    meta: { quiet: true },
  });
  const state = useQueries({
    queries: remotes.map((remote) => ({ ...areaQuery(remote), enabled: !releasePlanOn() || planned.isSuccess })),
    combine: (results) => ({
      declarations: results.flatMap((result) => (result.data ? [result.data] : [])),
      failed: remotes.filter((_, index) => results[index].isError),
      loading: results.some((result) => result.isPending),
    }),
  });
  const retry = useCallback(
    () => void queryClient.refetchQueries({ queryKey: [AREA_KEY], predicate: (query) => query.state.status === 'error' }),
    [queryClient],
  );
  return { ...state, retry };
}
