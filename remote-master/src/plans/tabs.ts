import { routePath } from '@console/contracts';

/** Spec 2 §2: plans and plan groups are two tabs of one page; the tab shown is the route's. */
export const planTabs = [
  { label: 'Planes', to: routePath('plans') },
  { label: 'Grupos de planes', to: routePath('plan-groups') },
];
export const PLAN_TABS_LABEL = 'Planes y grupos de planes';
