import { viewContract } from '@console/contracts';
import { ResourceScreen, RouteTabs } from '@console/ui';
import { VIEW_TABS_LABEL, viewTabs } from './tabs';

const columns = ['view_id', 'name', 'description', 'slug'] as const;

/** Spec 2 §2: views by name, description and path (slug); edit, delete and create ('Vista creada con éxito'). */
export default function ViewsPage() {
  return (
    <ResourceScreen contract={viewContract} columns={columns}>
      <RouteTabs label={VIEW_TABS_LABEL} tabs={viewTabs} />
    </ResourceScreen>
  );
}
