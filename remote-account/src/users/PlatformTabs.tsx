/**
 * An account's platforms as tabs (spec 3 §2), shared by its users and a user's breadcrumbs: the most used first.
 * A tab chosen counts a visit, remembered on this browser per account (ties keep the platforms' own order); the
 * order is read when the screen opens, so a tab does not move under the pointer. The chosen platform is kept in
 * the URL (`?platform=`), and choosing another goes back to the first page of its list.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Skeleton, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { MAX_LIST_LIMIT, accountPlatformContract, accountPlatformOperations, fillPath, userTexts, type AccountPlatformRow } from '@console/contracts';
import { callOperation, resourceClient } from '@console/ui';

const platforms = resourceClient(accountPlatformContract);
const ALL = { limit: MAX_LIST_LIMIT };

const visitsKey = (accountId: number) => `console-platform-visits-${accountId}`;

/** Visits by platform id; anything unreadable counts as none. */
function readVisits(accountId: number): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(visitsKey(accountId)) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function recordVisit(accountId: number, platformId: number) {
  const visits = readVisits(accountId);
  const count = Number(visits[platformId]);
  visits[platformId] = Number.isFinite(count) ? count + 1 : 1;
  localStorage.setItem(visitsKey(accountId), JSON.stringify(visits));
}

/** The account's platforms (GET account/{id}/platforms, up to 2500), in their own order. */
export function useAccountPlatforms(accountId: number) {
  const path = fillPath(accountPlatformOperations.ofAccount.path, { id: accountId });
  return useQuery({
    queryKey: [...platforms.key, 'list', path, ALL],
    queryFn: () => callOperation(accountPlatformOperations.ofAccount, { params: { id: accountId }, query: ALL }),
    select: (answer) => answer.resource,
    staleTime: 60_000,
  });
}

/** The platform's name as staff read it. */
export const platformTitle = (platform: AccountPlatformRow) => platform.title || platform.name;

export interface PlatformTabsState {
  /** Most used first; undefined while they load (or when they could not be read). */
  platforms: AccountPlatformRow[] | undefined;
  loading: boolean;
  /** The platform shown: the URL's, else (users) the most used; null when none is chosen. */
  current: number | null;
  choose(platformId: number): void;
}

/**
 * The tabs' state. `fallback`: what is shown without a platform in the URL (or with one the account does not
 * have): the most used (the users list), or none, asking to choose one (a user's breadcrumbs).
 */
export function usePlatformTabs(accountId: number, { fallback }: { fallback: 'most-used' | 'none' }): PlatformTabsState {
  const query = useAccountPlatforms(accountId);
  const [visits] = useState(() => readVisits(accountId));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('platform'));
  const inUrl = Number.isInteger(requested) && requested > 0 ? requested : null;

  const ordered = useMemo(
    // Array.prototype.sort is stable: ties keep the platforms' order.
    () => query.data && [...query.data].sort((a, b) => (Number(visits[b.platform_id]) || 0) - (Number(visits[a.platform_id]) || 0)),
    [query.data, visits],
  );
  let current = inUrl;
  if (ordered && !ordered.some((platform) => platform.platform_id === inUrl)) {
    current = fallback === 'most-used' ? (ordered[0]?.platform_id ?? null) : null;
  }

  const choose = useCallback(
    (platformId: number) => {
      recordVisit(accountId, platformId);
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('platform', String(platformId));
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [accountId, setSearchParams],
  );
  return { platforms: ordered, loading: query.isPending, current, choose };
}

/** The tabs, and below them what the chosen platform shows (`children`); the spec's texts without platforms. */
export function PlatformTabs({ tabs, children }: { tabs: PlatformTabsState; children: ReactNode }) {
  if (tabs.loading) return <Skeleton height="10" mb="4" />;
  // A failed read is toasted; what the URL asks for is still shown.
  if (!tabs.platforms) return tabs.current !== null && children;
  if (tabs.platforms.length === 0) return <Text color="fg.muted">{userTexts.noPlatforms}</Text>;
  const value = tabs.current === null ? null : String(tabs.current);
  return (
    <Tabs.Root value={value} onValueChange={(details) => tabs.choose(Number(details.value))} activationMode="manual" variant="line">
      {/* One line of tabs that scrolls on a phone, rather than names squeezed onto two lines. */}
      <Tabs.List aria-label="Plataformas" mb="4" overflowX="auto">
        {tabs.platforms.map((platform) => (
          <Tabs.Trigger key={platform.platform_id} value={String(platform.platform_id)} flexShrink="0" whiteSpace="nowrap">
            {platformTitle(platform)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {value === null ? (
        <Text color="fg.muted">{userTexts.choosePlatform}</Text>
      ) : (
        <Tabs.Content value={value} pt="0">
          {children}
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
