/**
 * A remote's routes from its area declaration (src/area.ts): one route per declared screen, the area's
 * index redirect, and a loading state while a lazily loaded screen arrives. The same declaration tells the
 * host the remote's menu entries, breadcrumbs and titles, so the two cannot drift apart.
 *
 *   export default function App() { return <AreaRoutes area={area} pages={pages} />; }
 */
import { Suspense, type ComponentType } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AreaDeclaration, ScreenKey } from '@console/contracts';

/** Every declared screen's page (TypeScript checks that none is missing). */
export type AreaPages<A extends AreaDeclaration> = Record<ScreenKey<A>, ComponentType>;

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
