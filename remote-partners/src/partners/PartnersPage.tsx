import { partnerContract, routePath } from '@console/contracts';
import { ResourceScreen, RouteTabs } from '@console/ui';

// The name links to the partner detail (route 'partner') once that screen exists.
const columns = ['partner_id', 'business_name', 'clients_size', 'level', 'status', 'createdAt'] as const;

/** Spec 2 §2 'Partners container': one tab per screen of the section (active and assigned accounts come later). */
const tabs = [{ label: 'Partners', to: routePath('partners') }];

/** Spec 2.8: the partners list (search, sortable table) and the create dialog (name and service). */
export default function PartnersPage() {
  return (
    <ResourceScreen contract={partnerContract} columns={columns}>
      <RouteTabs label="Sección de partners" tabs={tabs} />
    </ResourceScreen>
  );
}
