/**
 * What a partner is linked to, in a small table with 'Quitar' per row and a selector with 'Agregar' (spec 1
 * §2.9): its organizations (set through the organization's partner_id; only one without a partner may be
 * added) and its packages. What is already there is warned about here, as the server would refuse it; a row
 * that is no longer in the list (another tab removed it) says so instead of calling.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiCall, notify, notifySuccess } from '@console/core';
import {
  fillPath,
  MAX_LIST_LIMIT,
  organizationContract,
  packageContract,
  partnerContract,
  partnerOperations,
  partnerTexts,
  routePath,
  type Envelope,
  type RowOf,
} from '@console/contracts';
import { BUTTON_SIZE, TextLink, callOperation, resourceClient, useCan, type QueryParams, type SelectSource } from '@console/ui';
import { AddFromSelect } from './AddFromSelect';
import { organizationsClient, partnerKeys, partners } from './api';

type Organization = RowOf<typeof organizationContract>;
type Package = RowOf<typeof packageContract>;

interface LinkKind<T> {
  title: string;
  /** The linked items (GET partner/{id}/organizations, /packages). */
  list: typeof partnerOperations.organizations | typeof partnerOperations.packages;
  source: SelectSource<T>;
  /** Extra parameters of the selector's list (organizations without a partner). */
  params?: QueryParams;
  id(item: T): number;
  name(item: T): string;
  columns: { header: string; cell(item: T): ReactNode }[];
  add(partnerId: number, item: T): Promise<unknown>;
  remove(partnerId: number, item: T): Promise<unknown>;
  /** The permission its writes need: an organization's update, or the partner's. */
  permission: { resource: string; many: string };
  /** Spec 1 §9: packages 250 px high. */
  maxHeight?: string;
  texts: { linked: string; missing: string; added: string; removed: string; empty: string; choose: string; search: string };
}

const packagesClient = resourceClient(packageContract);

/** PATCH organization/{id} {partner_id}: 'Error asociando organización.' / 'Error removiendo organización.' when refused. */
const setPartner = (organization: Organization, partnerId: number | null) =>
  apiCall(partnerId === null ? 'removiendo' : 'asociando', organizationContract.names.one, () =>
    api.patch(`${organizationContract.path}/${organization.organization_id}`, { json: { partner_id: partnerId } }),
  );

export const ORGANIZATIONS: LinkKind<Organization> = {
  title: partnerTexts.organizations,
  list: partnerOperations.organizations,
  source: organizationsClient,
  params: { without_partner: 'true' },
  id: (o) => o.organization_id,
  name: (o) => o.name,
  columns: [
    { header: 'ID', cell: (o) => o.organization_id },
    // Spec 1 §2.9: a row leads to the organization's accounts (another area: a named route).
    { header: 'Nombre', cell: (o) => <TextLink to={routePath('organization-accounts', { organization_id: o.organization_id })}>{o.name}</TextLink> },
  ],
  // Spec 1 §7.4: the organization's partner_id is set or cleared.
  add: (partnerId, o) => setPartner(o, partnerId),
  remove: (_partnerId, o) => setPartner(o, null),
  permission: { resource: organizationContract.path, many: organizationContract.names.many },
  texts: {
    linked: partnerTexts.organizationLinked,
    missing: partnerTexts.organizationMissing,
    added: partnerTexts.organizationAssigned,
    removed: partnerTexts.organizationRemoved,
    empty: partnerTexts.noOrganizations,
    choose: partnerTexts.chooseOrganization,
    search: 'Buscar organización sin partner',
  },
};

export const PACKAGES: LinkKind<Package> = {
  title: partnerTexts.packages,
  list: partnerOperations.packages,
  source: packagesClient,
  id: (p) => p.package_id,
  name: (p) => p.name,
  columns: [
    { header: 'ID', cell: (p) => p.package_id },
    { header: 'Nombre', cell: (p) => p.name },
    { header: 'Tipo', cell: (p) => p.type || '-' },
  ],
  add: (partnerId, p) => callOperation(partnerOperations.assignPackage, { params: { id: partnerId, package_id: p.package_id } }),
  remove: (partnerId, p) => callOperation(partnerOperations.removePackage, { params: { id: partnerId, package_id: p.package_id } }),
  permission: { resource: partnerContract.path, many: partnerContract.names.many },
  maxHeight: '250px',
  texts: {
    linked: partnerTexts.packageLinked,
    missing: partnerTexts.packageMissing,
    added: partnerTexts.packageAssigned,
    removed: partnerTexts.packageRemoved,
    empty: partnerTexts.noPackages,
    choose: partnerTexts.choosePackage,
    search: 'Buscar paquete',
  },
};

/** The partner's linked items of one kind, through the query cache (under the partner's keys). */
function useLinked<T>(kind: LinkKind<T>, partnerId: number) {
  return useQuery({
    queryKey: [...partners.key, partnerId, fillPath(kind.list.path, { id: partnerId })],
    queryFn: () => callOperation(kind.list, { params: { id: partnerId }, query: { limit: MAX_LIST_LIMIT } }) as Promise<Envelope<T[]>>,
    select: (answer) => answer.resource,
  });
}

export function PartnerLinks<T>({ kind, partnerId, level = 2 }: { kind: LinkKind<T>; partnerId: number; level?: 2 | 3 }) {
  const queryClient = useQueryClient();
  const linked = useLinked(kind, partnerId);
  const rows = linked.data;
  const may = useCan(kind.permission.resource, 'update', kind.permission.many);
  const [chosen, setChosen] = useState<T | null>(null);
  const refresh = () => Promise.all(partnerKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const adding = useMutation({
    mutationFn: (item: T) => kind.add(partnerId, item),
    onSuccess: async () => {
      notifySuccess(kind.texts.added);
      setChosen(null);
      await refresh();
    },
  });
  const removing = useMutation({
    mutationFn: (item: T) => kind.remove(partnerId, item),
    onSuccess: async () => {
      notifySuccess(kind.texts.removed);
      await refresh();
    },
  });

  function onAdd() {
    if (!chosen) return;
    if (rows?.some((row) => kind.id(row) === kind.id(chosen))) return notify({ type: 'warning', title: kind.texts.linked });
    adding.mutate(chosen);
  }
  async function onRemove(item: T) {
    // Spec 1 §8: an item that is not in the list (any more) is warned about, not sent.
    const current = await linked.refetch();
    if (!current.data?.some((row) => kind.id(row) === kind.id(item))) return notify({ type: 'warning', title: kind.texts.missing });
    removing.mutate(item);
  }

  return (
    <Stack as="section" aria-label={kind.title} gap="3">
      <Heading as={level === 2 ? 'h2' : 'h3'} size={level === 2 ? 'md' : 'sm'}>
        {kind.title}
      </Heading>
      {rows === undefined ? (
        !linked.isError && (
          <Text textStyle="sm" color="fg.muted">
            Cargando…
          </Text>
        )
      ) : rows.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {kind.texts.empty}
        </Text>
      ) : (
        <Box maxH={kind.maxHeight} overflowY={kind.maxHeight ? 'auto' : undefined} borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={kind.title} stickyHeader>
            <Table.Header>
              <Table.Row>
                {kind.columns.map((column) => (
                  <Table.ColumnHeader key={column.header} bg="bg.muted">
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {may.allowed && <Table.ColumnHeader bg="bg.muted" aria-label="Acciones" />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={kind.id(row)}>
                  {kind.columns.map((column) => (
                    <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
                  ))}
                  {may.allowed && (
                    <Table.Cell textAlign="end">
                      <Button
                        size={BUTTON_SIZE.cell}
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Quitar ${kind.name(row)}`}
                        loading={removing.isPending && removing.variables === row}
                        onClick={() => void onRemove(row)}
                      >
                        Quitar
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <AddFromSelect<T>
        label={kind.texts.choose}
        placeholder={kind.texts.search}
        resource={kind.source}
        params={kind.params}
        itemLabel={kind.name}
        chosen={chosen}
        onChoose={setChosen}
        onAdd={onAdd}
        adding={adding.isPending}
        addLabel="Agregar"
        may={may}
      />
    </Stack>
  );
}
