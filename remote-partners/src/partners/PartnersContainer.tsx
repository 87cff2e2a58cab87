import { Outlet } from 'react-router-dom';
import { routePath } from '@console/shared';
import { RouteTabs } from '@console/shared/ui';

/** Spec 2 §2 'Partners container': one tab per screen of the section (active and assigned accounts come later). */
export function PartnersContainer() {
  return (
    <>
      <RouteTabs label="Sección de partners" tabs={[{ label: 'Partners', to: routePath('partners') }]} />
      <Outlet />
    </>
  );
}
