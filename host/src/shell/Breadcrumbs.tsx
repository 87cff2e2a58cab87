import { Fragment } from 'react';
import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { buildCrumbs } from './menus';
import { useAreas } from './useAreas';

/** Breadcrumb from the path segments, named by the remotes' screens; small screens only (the side menu is a drawer there). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { declarations } = useAreas();
  const crumbs = buildCrumbs(pathname, declarations);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb.Root display={{ base: 'flex', md: 'none' }} size="sm" mb="4" aria-label="Ruta">
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {index === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
              ) : crumb.to ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
