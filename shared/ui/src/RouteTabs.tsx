import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

interface RouteTab {
  label: string;
  /** Absolute path of the tab's screen (from routePath). */
  to: string;
}

/**
 * The screens of a section (the partners section, the certifications), shown as tabs. Each is its own
 * route, so they are links, the current one marked (aria-current): a person can open one in a new tab, and
 * assistive technology reads them as the navigation they are.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: RouteTab[] }) {
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={label} gap="1" mb="6" borderBottomWidth="1px">
      {tabs.map((tab) => {
        const current = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
        return (
          <Link
            key={tab.to}
            asChild
            px="4"
            py="2"
            mb="-1px"
            textStyle="sm"
            fontWeight="medium"
            color={current ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={current ? 'colorPalette.solid' : 'transparent'}
            textDecoration="none"
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink to={tab.to} aria-current={current ? 'page' : undefined}>
              {tab.label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
