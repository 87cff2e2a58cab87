import { Suspense, useEffect, useRef, useState } from 'react';
import { Box, CloseButton, Drawer, Flex, Link, Portal } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { reportSingletons } from '@console/ui/probe';
import { ConsoleProviders } from '@console/ui';
import { getConfig } from '@console/core';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { installErrorReporting } from '../health/report';
import { registerAreaRemotes } from '../remotes/registry';
import { CommandPalette } from '../palette/CommandPalette';
import { Breadcrumbs } from './Breadcrumbs';
import { endSession, sessionQueryClient } from './firstScreen';
import { NewVersionNotice } from './NewVersionNotice';
import { ProgressBar } from './ProgressBar';
import { AreaLoading } from './RemoteArea';
import { SideMenu } from './SideMenu';
import { Toolbar } from './Toolbar';
import { useAreaInfo } from './useAreaInfo';

export { AreaContent } from './areas';
export { prefetchFirstScreen, prepareFirstScreen, resolvedPath } from './firstScreen';

// What this app was given at run time; the e2e suite checks every remote got the very same objects.
reportSingletons('host');

// The remotes (config.json's manifest URLs) are registered with the federation runtime when this chunk loads:
// registering fetches nothing, and only the shell loads a remote. Not on the first page, which needs neither this
// nor the error reporting (the Shell's, while signed in: nothing is reported signed out).
registerAreaRemotes(getConfig().remotes);

/** 'Administradores · Konverza'; in an organization or account, its name too: 'Cuentas · Acme · Konverza'. */
function useScreenTitle() {
  const { frame, screen, name } = useAreaInfo();
  const parts = [screen?.title ?? frame?.title, name].filter(Boolean);
  useDocumentTitle(parts.length > 0 ? parts.join(' · ') : null);
}

const MAIN_ID = 'contenido';
/** How long a new screen may take to show its heading (its remote or its code loading). */
const HEADING_WAIT_MS = 5000;

/**
 * After a move to another screen, the focus goes to the new screen's heading (where a screen reader user
 * expects to be), once the screen has drawn it; not on the first page load, and not when the person
 * already moved the focus into the new screen meanwhile.
 */
function useFocusOnNewScreen() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const started = document.activeElement;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const moved = document.activeElement !== started && main.contains(document.activeElement) && document.activeElement !== main;
      if (!moved) {
        heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname]);
}

/** 'Saltar al contenido': the first thing the keyboard reaches, visible only then. */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Saltar al contenido
    </Link>
  );
}

function Layout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useScreenTitle();
  useFocusOnNewScreen();
  // A link followed in the drawer closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipLink />
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
        <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }}>
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
      <NewVersionNotice />
      <CommandPalette />
    </Flex>
  );
}

/**
 * The dashboard shell (spec 2.3), loaded lazily after sign-in: Chakra, the query cache and the toaster
 * (ConsoleProviders, rendered once, here) around the toolbar, side menu, breadcrumb, progress bar and the
 * area content, where the remotes render.
 */
export default function Shell() {
  // The session's query cache: the one the login page filled ahead (the first screen's data), if it did.
  const [client] = useState(sessionQueryClient);
  useEffect(() => () => endSession(client), [client]);
  // What goes wrong in this tab is reported while the shell is up (health/report.ts); signed out, nothing is.
  useEffect(() => installErrorReporting(), []);
  return (
    <ConsoleProviders client={client}>
      <Layout />
    </ConsoleProviders>
  );
}
