import { useMemo } from 'react';
import { accountLinks, entityContract, entityOperations, type RowOf } from '@console/contracts';
import { callOperation, ResourceScreen, resourceClient, useLinkScreen, type ColumnSpec, type LinkScreenOptions, type SelectSource } from '@console/ui';
import { titleOf, useAccount } from '../account';

type Entity = RowOf<typeof entityContract>;
const entities = resourceClient(entityContract);

const columns: ColumnSpec<typeof entityContract>[] = ['entity_id', 'name', { header: 'Atributos', cell: (entity) => entity.attributes_count }, 'createdAt'];

/**
 * Spec 3 §2, §7: the entities associated with the account (GET account/{id}/entities); one of its
 * organization's entities associated (POST entity/{id}/associateAccount) or dissociated (/disassociateAccount).
 * Entities are created and edited in the organization's area.
 */
export default function AccountEntitiesPage() {
  const { id, account } = useAccount();
  const organizationId = account?.organization_id;
  const source = useMemo<SelectSource<Entity> | undefined>(
    () =>
      organizationId === undefined
        ? undefined
        : {
            key: [...entities.key, 'organization', organizationId],
            id: entities.id,
            list: (params) => callOperation(entityOperations.organizationEntities, { params: { id: organizationId }, query: params }),
          },
    [organizationId],
  );
  const options = useMemo<LinkScreenOptions<Entity>>(() => ({ source }), [source]);
  const links = useLinkScreen(accountLinks.entities, id, options);
  return (
    <ResourceScreen
      contract={entityContract}
      title={titleOf(entityContract.texts.title, account)}
      columns={columns}
      listPath={links.listPath}
      create={false}
      edit={false}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
