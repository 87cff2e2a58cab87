import { useMemo } from 'react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { entityAttributeContract, entityContract, entityOperations, fillPath, MAX_LIST_LIMIT, type RowOf } from '@console/contracts';
import {
  callOperation,
  contractDefaults,
  contractFields,
  FormDialog,
  missingSentence,
  PageHeader,
  ResourceEditor,
  ResourceScreen,
  resourceClient,
  useCan,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
} from '@console/ui';
import { titleOf, useOrganization } from '../organization';

type Entity = RowOf<typeof entityContract>;
const entities = resourceClient(entityContract);
/** Under the entities' key: an attribute written refreshes its entity's row (its count of attributes) too. */
const attributes = { ...resourceClient(entityAttributeContract), key: entities.key };
const ATTRIBUTE_FIELDS = ['name', 'type'] as const;
const ALL = { page: 1, limit: MAX_LIST_LIMIT };

const columns: ColumnSpec<typeof entityContract>[] = [
  'entity_id',
  'name',
  { header: 'Atributos', cell: (entity) => entity.attributes_count },
  'createdAt',
];

/** Each attribute's own edit form (name and type, 'Guardar', 'Eliminar' after confirmation). */
const attributeEdit: EditConfig<typeof entityAttributeContract> = { fields: ATTRIBUTE_FIELDS };

/**
 * The entity's attributes (GET entity/{id}/attributes), each edited on its own; 'Crear atributo' opens an
 * empty form (spec 5: a new attribute starts empty) that creates it in this entity.
 */
function EntityAttributes({ entity }: { entity: Entity }) {
  const list = useQuery({
    queryKey: [...entities.key, entity.entity_id, 'attributes'],
    queryFn: () => callOperation(entityOperations.attributes, { params: { id: entity.entity_id }, query: ALL }),
    select: (answer) => answer.resource,
  });
  const mayCreate = useCan(entityAttributeContract.path, 'create', entityAttributeContract.names.many);
  return (
    <Stack as="section" aria-label={`Atributos de ${entity.name}`} gap="3">
      <PageHeader
        title={`Atributos de ${entity.name}`}
        level={2}
        actions={
          <FormDialog
            title={entityAttributeContract.texts.createTitle}
            schema={entityAttributeContract.schemas.create}
            fields={contractFields(entityAttributeContract, ATTRIBUTE_FIELDS)}
            defaultValues={{ ...contractDefaults(entityAttributeContract, ATTRIBUTE_FIELDS), entity_id: entity.entity_id }}
            onSubmit={(values) => attributes.create(values)}
            successMessage={entityAttributeContract.texts.created}
            invalidate={attributes.key}
            explain={(issues, values) => missingSentence(entityAttributeContract, issues, values)}
            refused={mayCreate.reason}
          />
        }
      />
      {list.isLoading ? (
        <Skeleton height="16" />
      ) : (list.data ?? []).length === 0 ? (
        <Text color="fg.muted">La entidad no tiene atributos.</Text>
      ) : (
        (list.data ?? []).map((attribute) => (
          <Box key={attribute.attribute_id} borderWidth="1px" borderRadius="md" p="3">
            <ResourceEditor client={attributes} row={attribute} edit={attributeEdit} />
          </Box>
        ))
      )}
    </Stack>
  );
}

const edit: EditConfig<typeof entityContract> = { fields: ['name'], extra: (entity) => <EntityAttributes entity={entity} /> };

/** Spec 3 §2: the organization's entities; a row opens its name and its attributes' editor; a create dialog. */
function OrganizationEntities({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  const create = useMemo<CreateConfig>(() => ({ fields: ['name'], defaults: { organization_id: organizationId } }), [organizationId]);
  return (
    <ResourceScreen
      contract={entityContract}
      title={titleOf(entityContract.texts.title, organization)}
      columns={columns}
      listPath={fillPath(entityOperations.organizationEntities.path, { id: organizationId })}
      create={create}
      edit={edit}
    />
  );
}

export default function OrganizationEntitiesPage() {
  const { id } = useOrganization();
  return <OrganizationEntities key={id} organizationId={id} />;
}
