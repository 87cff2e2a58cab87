import { useMemo } from 'react';
import { accountLinkTexts, entityContract, entityOperations, entityTexts, fillPath, type RowOf } from '@console/contracts';
import { callOperation, ResourceScreen, resourceClient, useAssociation, type Association, type ColumnSpec, type SelectSource } from '@console/ui';
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
  const listPath = fillPath(entityOperations.accountEntities.path, { id });
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
  const association = useMemo<Association<typeof entityContract, Entity>>(
    () => ({
      client: entities,
      listPath,
      source,
      itemLabel: (entity) => entity.name,
      from: 'de la cuenta',
      associate: (entityId) => callOperation(entityOperations.associateAccount, { params: { id: entityId }, body: { account_id: id } }),
      dissociate: (entity) => callOperation(entityOperations.disassociateAccount, { params: { id: entity.entity_id }, body: { account_id: id } }),
      texts: { linked: entityTexts.accountLinked, associated: accountLinkTexts.entityAssociated, removed: accountLinkTexts.entityRemoved },
      permission: { resource: entityContract.path, many: entityContract.names.many },
    }),
    [id, listPath, source],
  );
  const links = useAssociation(association);
  return (
    <ResourceScreen
      contract={entityContract}
      title={titleOf(entityContract.texts.title, account)}
      columns={columns}
      listPath={listPath}
      create={false}
      edit={false}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
