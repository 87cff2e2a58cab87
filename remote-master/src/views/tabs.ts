import { routePath } from '@console/contracts';

/** Spec 2 §2: views and custom views are two tabs of one page ('Vistas' by default); the tab is the route's. */
export const viewTabs = [
  { label: 'Vistas', to: routePath('views') },
  { label: 'Vistas personalizadas', to: routePath('custom-views') },
];
export const VIEW_TABS_LABEL = 'Vistas y vistas personalizadas';
