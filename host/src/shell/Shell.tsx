import { Suspense, useEffect, useState } from 'react';
import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { reportSingletons } from '@console/shared/probe';
import { ConsoleProviders } from '@console/shared/ui';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { Breadcrumbs } from './Breadcrumbs';
import { ProgressBar } from './ProgressBar';
import { AreaLoading } from './RemoteArea';
import { SideMenu } from './SideMenu';
import { Toolbar } from './Toolbar';
import { useAreaInfo } from './useAreaInfo';

export { MasterArea, OrganizationArea, AccountArea } from './areas';

// What this app was given at run time; the e2e suite checks every remote got the very same objects.
reportSingletons('host');

function useAreaTitle() {
  const { menu, name } = useAreaInfo();
  useDocumentTitle(menu ? (name ? `${name} · ${menu.title}` : menu.title) : null);
}

function Layout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useAreaTitle();
  // A link followed in the drawer closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <ProgressBar />
      <Toolbar onOpenMenu={() => setMenuOpen(true)} />
      <Flex flex="1" align="stretch">
        <Box
          as="aside"
          display={{ base: 'none', md: 'block' }}
          w="64"
          flexShrink={0}
          bg="bg"
          borderRightWidth="1px"
          position="sticky"
          top="14"
          alignSelf="flex-start"
          h="calc(100dvh - var(--chakra-sizes-14))"
          overflowY="auto"
        >
          <SideMenu />
        </Box>
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }}>
          <Breadcrumbs />
          <Suspense fallback={<AreaLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      <Drawer.Root lazyMount unmountOnExit open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Menú</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                <SideMenu onNavigate={() => setMenuOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar menú" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}

/**
 * The dashboard shell (spec 2.3), loaded lazily after sign-in: Chakra, the query cache and the toaster
 * (ConsoleProviders, rendered once, here) around the toolbar, side menu, breadcrumb, progress bar and the
 * area content, where the remotes render.
 */
export default function Shell() {
  return (
    <ConsoleProviders>
      <Layout />
    </ConsoleProviders>
  );
}
