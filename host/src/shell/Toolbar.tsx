import { Box, Button, Flex, IconButton, Link as ChakraLink, Spacer, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { brandName, useAuthStore } from '@console/core';
import { SUPERADMIN_ROLE_ID, adminContract, routePath, type RowOf } from '@console/contracts';
import { ColorModeToggle, useSignedInAdmin } from '@console/ui';
import { PaletteButton } from '../palette/PaletteButton';
import { LogoutIcon, MenuIcon } from './icons';

/**
 * Who is signed in: the name (GET admin/me, the read the permissions come from) over the role (the session's).
 * The superadmin role is named after the brand, so it reads 'Superadministrador' here. Truncated rather than
 * wrapped, so the toolbar keeps one line on a phone.
 */
function SignedInAdmin() {
  const admin = useSignedInAdmin();
  const role = useAuthStore((state) => state.role);
  const name = admin ? adminContract.label(admin as RowOf<typeof adminContract>) || admin.email : '';
  const roleName = role ? (role.role_id === SUPERADMIN_ROLE_ID ? 'Superadministrador' : role.name) : '';
  if (!name && !roleName) return null;
  return (
    <Box minW="0" maxW={{ md: '2xs' }} textAlign="end" lineHeight="short">
      {name && (
        <Text textStyle="sm" fontWeight="medium" truncate>
          {name}
        </Text>
      )}
      {roleName && (
        <Text textStyle="xs" color="fg.muted" truncate>
          {roleName}
        </Text>
      )}
    </Box>
  );
}

/**
 * Top toolbar: menu button (small screens), logo and brand (to root), who is signed in, the colour mode and
 * 'Cerrar sesión' (to /logout). On a phone the brand is its mark and 'Cerrar sesión' its icon (their texts
 * kept for screen readers), so the line fits 390 px.
 */
export function Toolbar({ onOpenMenu }: { onOpenMenu(): void }) {
  const brand = brandName();
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      h="14"
      px={{ base: '2', md: '5' }}
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton aria-label="Abrir menú" variant="ghost" size="sm" display={{ base: 'inline-flex', md: 'none' }} onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
      <ChakraLink asChild display="inline-flex" flexShrink="0" alignItems="center" gap="2.5" fontWeight="bold" textStyle="lg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
        <RouterLink to={routePath('root')}>
          <Box
            as="span"
            aria-hidden="true"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="8"
            h="8"
            borderRadius="lg"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="extrabold"
          >
            {brand.charAt(0).toUpperCase()}
          </Box>
          <Box as="span" srOnly={{ base: true, sm: false }}>
            {brand}
          </Box>
        </RouterLink>
      </ChakraLink>
      <Spacer />
      <PaletteButton />
      <SignedInAdmin />
      <ColorModeToggle />
      <Button asChild variant="ghost" size="sm" flexShrink="0">
        <RouterLink to={routePath('logout')}>
          <LogoutIcon />
          <Box as="span" srOnly={{ base: true, md: false }}>
            Cerrar sesión
          </Box>
        </RouterLink>
      </Button>
    </Flex>
  );
}
