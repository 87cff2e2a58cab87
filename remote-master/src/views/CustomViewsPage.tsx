import { customViewContract } from '@console/contracts';
import { ResourceScreen, RouteTabs, type EditConfig } from '@console/ui';
import { CustomViewAccounts } from './CustomViewAccounts';
import { VIEW_TABS_LABEL, viewTabs } from './tabs';

const columns = ['custom_view_id', 'name', 'description', 'slug'] as const;

const edit: EditConfig<typeof customViewContract> = { extra: (view) => <CustomViewAccounts view={view} /> };

/** Spec 2 §2: custom views as views, and each one's accounts (below its edit form). */
export default function CustomViewsPage() {
  return (
    <ResourceScreen contract={customViewContract} columns={columns} edit={edit}>
      <RouteTabs label={VIEW_TABS_LABEL} tabs={viewTabs} />
    </ResourceScreen>
  );
}
