/**
 * A remote's routes from its area declaration (src/area.ts): one route per declared screen, showing the page
 * it declares (loaded when first shown), the area's index redirect, and a loading state while a page arrives.
 * The same declaration tells the host the remote's menu entries, breadcrumbs and titles, so they cannot drift.
 *
 *   export default function App() { return <AreaRoutes area={area} />; }
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, matchPath } from 'react-router-dom';
import { AREA_BASE, type DefinedArea, type PageLoader } from '@console/contracts';

/** One lazy component per page loader, made once (a new one each render would mount the page again). */
const lazyPages = new WeakMap<PageLoader, ComponentType>();
const pageOf = (load: PageLoader) => {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load as () => Promise<{ default: ComponentType }>);
    lazyPages.set(load, page);
  }
  return page;
};

/**
 * What a remote's App module may export beside its component, to have a screen draw complete the first time it
 * shows (the host does it for the first screen after sign-in). Both take the path about to show:
 * - `preload(pathname)`: the screen's code, before there is a session (while the person types the code);
 * - `prefetch(pathname, queryClient)`: its code and its first data, into the session's query cache.
 * A remote without them loads its screens as they show.
 */
export type AreaPreload = (pathname: string) => Promise<void>;
export type AreaPrefetch = (pathname: string, queryClient: QueryClient) => Promise<void>;

/** What a screen needs before it draws beside its code (its declared page): its first data (`params`: the ids in its path). */
export interface ScreenPrefetch {
  data(queryClient: QueryClient, params: Record<string, string | undefined>): Promise<unknown>;
}

/**
 * A remote's `preload` and `prefetch` from its area declaration: the screen a path shows (its declared path,
 * below the area's base) loads its page's code and, once signed in, the first data listed here for it; any
 * other path loads nothing.
 *
 *   export const { preload, prefetch } = areaPrefetch(area, {
 *     organizations: { data: (queryClient) => prefetchResourceList(queryClient, resourceClient(organizationContract)) },
 *   });
 */
export function areaPrefetch<K extends string>(area: DefinedArea<K>, screens: Partial<Record<K, ScreenPrefetch>>): { preload: AreaPreload; prefetch: AreaPrefetch } {
  const screenAt = (pathname: string) => {
    for (const screen of area.screens) {
      const match = matchPath({ path: `${AREA_BASE[area.area]}/${screen.path}`, end: true }, pathname);
      if (match) return { code: area.pages[screen.key], data: screens[screen.key]?.data, params: match.params };
    }
    return null;
  };
  return {
    preload: async (pathname) => {
      await screenAt(pathname)?.code();
    },
    prefetch: async (pathname, queryClient) => {
      const screen = screenAt(pathname);
      if (screen) await Promise.all([screen.code(), screen.data?.(queryClient, screen.params)]);
    },
  };
}

export function ScreenLoading() {
  return (
    <HStack gap="3" py="10" justify="center" color="fg.muted" role="status">
      <Spinner size="sm" />
      <Text>Cargando pantalla…</Text>
    </HStack>
  );
}

export function AreaRoutes({ area }: { area: DefinedArea<string> }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        {area.index && <Route index element={<Navigate to={area.index} replace />} />}
        {area.screens.map((screen) => {
          const Page = pageOf(area.pages[screen.key]);
          return <Route key={screen.key} path={screen.path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
