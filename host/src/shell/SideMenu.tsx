import type { ReactNode } from 'react';
import { Box, Button, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BackIcon } from './icons';
import { entryPath, type BackLink, type MenuContext } from './menus';
import { useAreaInfo } from './useAreaInfo';

function MenuLink({ to, active, onNavigate, children }: { to: string; active?: boolean; onNavigate?(): void; children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      textStyle="sm"
      fontWeight={active ? 'semibold' : 'medium'}
      color={active ? 'brand.fg' : 'fg'}
      bg={active ? 'brand.subtle' : undefined}
      borderLeftWidth="3px"
      borderLeftColor={active ? 'brand.solid' : 'transparent'}
      textDecoration="none"
      _hover={{ bg: active ? 'brand.muted' : 'bg.muted', textDecoration: 'none' }}
      focusRingColor="brand.focusRing"
    >
      <RouterLink to={to} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
        {children}
      </RouterLink>
    </ChakraLink>
  );
}

function Back({ link, ctx, loading, onNavigate }: { link: BackLink; ctx: MenuContext; loading: boolean; onNavigate?(): void }) {
  const to = link.to(ctx);
  // The target may depend on the record (an account's organization): wait for it; without it, no link.
  if (!to) return loading ? <Skeleton height="9" borderRadius="md" /> : null;
  return (
    <MenuLink to={to} onNavigate={onNavigate}>
      <BackIcon />
      {link.label}
    </MenuLink>
  );
}

/** A remote whose declaration could not be read: its entries are missing, and this says so. */
function MissingSections({ onRetry }: { onRetry(): void }) {
  return (
    <Box px="3" py="2" mt="2" role="status" borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md">
      <Text textStyle="xs" color="fg.warning">
        Algunas secciones no se pudieron cargar.
      </Text>
      <Button size="xs" variant="plain" px="0" color="fg.warning" textDecoration="underline" onClick={onRetry}>
        Reintentar
      </Button>
    </Box>
  );
}

/**
 * The side menu of the current area (spec 2.3): the entries the remotes declare, in the spec's order; the
 * current entry is highlighted.
 */
export function SideMenu({ onNavigate }: { onNavigate?(): void }) {
  const { frame: menu, ctx, name, nameLoading, entries, activeKey, areas } = useAreaInfo();
  if (!menu) return null;
  return (
    <Stack as="nav" aria-label={`Menú ${menu.title}`} gap="1" py="4" px="3">
      {menu.backAbove && <Back link={menu.backAbove} ctx={ctx} loading={nameLoading} onNavigate={onNavigate} />}
      <Box px="3" pt={menu.backAbove ? '3' : '0'} pb="2">
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {menu.title}
        </Text>
        {menu.showsName &&
          (nameLoading ? (
            <Skeleton height="5" mt="1" width="75%" />
          ) : (
            <Text fontWeight="semibold" textStyle="md" mt="0.5" lineClamp={2} title={name}>
              {name ?? '—'}
            </Text>
          ))}
      </Box>
      {entries.length === 0 && areas.loading && <Skeleton height="9" borderRadius="md" />}
      {entries.map((entry) => (
        <MenuLink key={entry.key} to={entryPath(menu.area, entry, ctx)} active={entry.key === activeKey} onNavigate={onNavigate}>
          {entry.label}
        </MenuLink>
      ))}
      {areas.failed.length > 0 && <MissingSections onRetry={areas.retry} />}
      {menu.backBelow && (
        <Box pt="3" mt="2" borderTopWidth="1px">
          <Back link={menu.backBelow} ctx={ctx} loading={nameLoading} onNavigate={onNavigate} />
        </Box>
      )}
    </Stack>
  );
}
