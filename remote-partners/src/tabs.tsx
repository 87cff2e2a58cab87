import { partnerContract, partnerTexts, routePath } from '@console/contracts';
import { RouteTabs } from '@console/ui';

/** Spec 2 §2 'Partners container': its tabs follow the route (partners, active_accounts, assing_accounts). */
const tabs = [
  { label: partnerContract.texts.title, to: routePath('partners') },
  { label: partnerTexts.activeAccounts, to: routePath('active_accounts') },
  { label: partnerTexts.assignAccounts, to: routePath('assing_accounts') },
];

export function PartnerTabs() {
  return <RouteTabs label="Sección de partners" tabs={tabs} />;
}
