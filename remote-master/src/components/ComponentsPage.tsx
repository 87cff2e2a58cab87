import { componentContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['component_id', 'name', 'description', 'icon', 'createdAt'] as const;

/**
 * Spec 2 §2: components with the list pattern; create needs name and icon (trimmed). A delete sends the
 * component's own id (RULINGS 2: the original sent a plan's).
 */
export default function ComponentsPage() {
  return <ResourceScreen contract={componentContract} columns={columns} />;
}
