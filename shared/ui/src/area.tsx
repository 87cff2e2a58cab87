/**
 * A remote's routes from its area declaration (src/area.ts): one route per declared screen, the area's
 * index redirect, and a loading state while a lazily loaded screen arrives. The same declaration tells the
 * host the remote's menu entries, breadcrumbs and titles, so the two cannot drift apart.
 *
 *   export default function App() { return <AreaRoutes area={area} pages={pages} />; }
 */
import { Suspense, type ComponentType } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, matchPath } from 'react-router-dom';
import { AREA_BASE, type AreaDeclaration, type ScreenKey } from '@console/contracts';

/** Every declared screen's page (TypeScript checks that none is missing). */
export type AreaPages<A extends AreaDeclaration> = Record<ScreenKey<A>, ComponentType>;

/**
 * What a remote's App module may export beside its component, to have a screen draw complete the first time it
 * shows (the host does it for the first screen after sign-in). Both take the path about to show:
 * - `preload(pathname)`: the screen's code, before there is a session (while the person types the code);
 * - `prefetch(pathname, queryClient)`: its code and its first data, into the session's query cache.
 * A remote without them loads its screens as they show.
 */
export type AreaPreload = (pathname: string) => Promise<void>;
export type AreaPrefetch = (pathname: string, queryClient: QueryClient) => Promise<void>;

/** What a screen needs before it draws: its code, and its first data (`params`: the ids in its path). */
export interface ScreenPrefetch {
  code?(): Promise<unknown>;
  data?(queryClient: QueryClient, params: Record<string, string | undefined>): Promise<unknown>;
}

/**
 * A remote's `preload` and `prefetch` from its area declaration: the screen a path shows (its declared path,
 * below the area's base) fetches what it lists; any other path fetches nothing.
 *
 *   export const { preload, prefetch } = areaPrefetch(area, {
 *     organizations: { code: () => import('./organizations/OrganizationsPage'), data: (queryClient) => … },
 *   });
 */
export function areaPrefetch<A extends AreaDeclaration>(
  area: A,
  screens: Partial<Record<ScreenKey<A>, ScreenPrefetch>>,
): { preload: AreaPreload; prefetch: AreaPrefetch } {
  const screenAt = (pathname: string) => {
    for (const screen of area.screens) {
      const needs = screens[screen.key as ScreenKey<A>];
      const match = needs && matchPath({ path: `${AREA_BASE[area.area]}/${screen.path}`, end: true }, pathname);
      if (match) return { needs, params: match.params };
    }
    return null;
  };
  return {
    preload: async (pathname) => {
      await screenAt(pathname)?.needs.code?.();
    },
    prefetch: async (pathname, queryClient) => {
      const screen = screenAt(pathname);
      if (screen) await Promise.all([screen.needs.code?.(), screen.needs.data?.(queryClient, screen.params)]);
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

export function AreaRoutes<A extends AreaDeclaration>({ area, pages }: { area: A; pages: AreaPages<A> }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        {area.index && <Route index element={<Navigate to={area.index} replace />} />}
        {area.screens.map((screen) => {
          const Page: ComponentType = pages[screen.key as ScreenKey<A>];
          return <Route key={screen.key} path={screen.path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
