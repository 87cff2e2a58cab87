import { useMemo } from 'react';
import { Alert } from '@chakra-ui/react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { accountLinks, entityContract, entityOperations, routePath, type RowOf } from '@console/contracts';
import {
  callOperation,
  ResourceScreen,
  resourceClient,
  TextLink,
  useCan,
  useLinkScreen,
  type ColumnSpec,
  type LinkScreenOptions,
  type SelectSource,
} from '@console/ui';
import { titleOf, useAccount } from '../account';

type Entity = RowOf<typeof entityContract>;
const entities = resourceClient(entityContract);

const columns: ColumnSpec<typeof entityContract>[] = ['entity_id', 'name', { header: 'Atributos', cell: (entity) => entity.attributes_count }, 'createdAt'];

const ORGANIZATION_ENTITIES = 'Entidades de la organización';

/** Why there is nothing to associate: entities are made on the organization's screen (a link where the role may). */
function NoEntitiesToAssociate({ organizationId }: { organizationId: number }) {
  const mayCreate = useCan(entityContract.path, 'create');
  return (
    <Alert.Root status="info" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          La organización no tiene entidades para asociar. Se crean en{' '}
          {mayCreate.allowed ? (
            <TextLink to={routePath('organization-entities', { organization_id: organizationId })}>
              {ORGANIZATION_ENTITIES}
            </TextLink>
          ) : (
            ORGANIZATION_ENTITIES
          )}
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Spec 3 §2, §7: the entities associated with the account (GET account/{id}/entities); one of its
 * organization's entities associated (POST entity/{id}/associateAccount) or dissociated (/disassociateAccount).
 * Entities are created and edited in the organization's area: an organization without any says so instead of
 * offering 'Asociar entidad'.
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
  // One row tells whether the organization has any entity; a failed read leaves 'Asociar entidad' as it is.
  const none = useQuery({
    queryKey: [...entities.key, 'organization', organizationId, 'any'],
    queryFn: source ? () => source.list({ limit: 1 }) : skipToken,
    select: (answer) => answer.resource.length === 0,
    meta: { quiet: true },
  });
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
      actions={none.data ? undefined : links.actions}
      rowActions={links.rowActions}
    >
      {none.data && organizationId !== undefined && <NoEntitiesToAssociate organizationId={organizationId} />}
    </ResourceScreen>
  );
}
