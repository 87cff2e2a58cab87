import { customViewAccountsLink, customViewContract } from '@console/contracts';
import { Links, ResourceScreen, RouteTabs, type EditConfig } from '@console/ui';
import { VIEW_TABS_LABEL, viewTabs } from './tabs';

const columns = ['custom_view_id', 'name', 'description', 'slug'] as const;

/** Spec 2 §2: a custom view's accounts, below its edit form ('Remover selección': the selection in one call). */
const edit: EditConfig<typeof customViewContract> = { extra: (view) => <Links link={customViewAccountsLink} ownerId={view.custom_view_id} /> };

/** Spec 2 §2: custom views as views, and each one's accounts (below its edit form). */
export default function CustomViewsPage() {
  return (
    <ResourceScreen contract={customViewContract} columns={columns} edit={edit}>
      <RouteTabs label={VIEW_TABS_LABEL} tabs={viewTabs} />
    </ResourceScreen>
  );
}
