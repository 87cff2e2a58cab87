import { platformContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['platform_id', 'name', 'title', 'description', 'icon', 'createdAt'] as const;

/** Document 2: platforms — sortable table with search, edit row, create dialog (name and title), confirmed delete. */
export default function PlatformsPage() {
  return <ResourceScreen contract={platformContract} columns={columns} />;
}
