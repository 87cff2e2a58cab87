import { Box, Button, Flex, IconButton, Link as ChakraLink, Spacer } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { brandName } from '@console/core';
import { routePath } from '@console/contracts';
import { LogoutIcon, MenuIcon } from './icons';

/** Top toolbar: menu button (small screens), logo and brand (to root), 'Cerrar sesión' (to /logout). */
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
      <ChakraLink asChild display="inline-flex" alignItems="center" gap="2.5" fontWeight="bold" textStyle="lg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
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
          {brand}
        </RouterLink>
      </ChakraLink>
      <Spacer />
      <Button asChild variant="ghost" size="sm">
        <RouterLink to={routePath('logout')}>
          <LogoutIcon />
          Cerrar sesión
        </RouterLink>
      </Button>
    </Flex>
  );
}
