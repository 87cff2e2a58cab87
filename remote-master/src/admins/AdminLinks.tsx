import { useState } from 'react';
import { Button, HStack, Heading, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { notify } from '@console/core';
import { accountContract, organizationContract, type RowOf } from '@console/contracts';
import { BUTTON_SIZE, RemoteSelect, resourceClient, useAccess, useResourceMutation, type SelectSource } from '@console/ui';
import { adminLinks, admins, adminRefusal, useMayUpdateAdmins, type Admin, type AdminDetail } from './api';

type Organization = RowOf<typeof organizationContract>;
type Account = RowOf<typeof accountContract>;

interface Linked {
  id: number;
  name: string;
}

interface LinkListProps<T> {
  adminId: number;
  title: string;
  /** Selector label and placeholder. */
  label: string;
  placeholder: string;
  resource: SelectSource<T>;
  itemLabel(item: T): string;
  linked: Linked[] | undefined;
  assign(adminId: number, id: number): Promise<unknown>;
  remove(adminId: number, id: number): Promise<unknown>;
  texts: { duplicate: string; missing: string; assigned: string; removed: string };
  /** Why the signed-in admin may not change these links (the row says it): nothing to add or remove. */
  refused?: string;
}

/** One kind of link of an admin: the linked items with 'Quitar', and a selector with 'Agregar'. */
function LinkList<T>({ adminId, title, label, placeholder, resource, itemLabel, linked, assign, remove, texts, refused }: LinkListProps<T>) {
  const [chosen, setChosen] = useState<T | null>(null);
  const add = useResourceMutation(admins, (id: number) => assign(adminId, id), {
    success: texts.assigned,
    onSuccess: () => setChosen(null),
  });
  const unlink = useResourceMutation(admins, (id: number) => remove(adminId, id), { success: texts.removed });

  function onAdd() {
    if (!chosen) return;
    const id = resource.id(chosen);
    // Spec 5: an item already linked is refused here, with the server's own words (it refuses it too).
    if (linked?.some((item) => item.id === id)) {
      notify({ type: 'warning', title: texts.duplicate });
      return;
    }
    add.mutate(id);
  }

  function onRemove(id: number) {
    if (!linked?.some((item) => item.id === id)) {
      notify({ type: 'warning', title: texts.missing });
      return;
    }
    unlink.mutate(id);
  }

  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {linked === undefined ? (
        <Skeleton height="6" />
      ) : linked.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          Sin {title.toLowerCase()} asociadas
        </Text>
      ) : (
        <List.Root variant="plain" gap="1">
          {linked.map((item) => (
            <List.Item key={item.id} justifyContent="space-between" alignItems="center" gap="2">
              <Text textStyle="sm">{item.name}</Text>
              {!refused && <Button
                size={BUTTON_SIZE.cell}
                variant="ghost"
                colorPalette="red"
                aria-label={`Quitar ${item.name}`}
                loading={unlink.isPending && unlink.variables === item.id}
                onClick={() => onRemove(item.id)}
              >
                Quitar
              </Button>}
            </List.Item>
          ))}
        </List.Root>
      )}
      {!refused && (
        <HStack align="end" gap="2">
          <RemoteSelect label={label} placeholder={placeholder} resource={resource} itemLabel={itemLabel} value={chosen} onChange={setChosen} />
          <Button size={BUTTON_SIZE.row} onClick={onAdd} disabled={!chosen} loading={add.isPending}>
            Agregar
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The organizations and accounts of an admin (spec 2.5), read from GET admin/{id} when the row opens. */
export function AdminLinks({ admin: row }: { admin: Admin }) {
  const adminId = row.admin_id;
  const mayUpdate = useMayUpdateAdmins();
  const access = useAccess();
  const refused = mayUpdate.reason ?? adminRefusal(access, row);
  const detail = useQuery({
    // Under the resource's key: every write of the machine refreshes it.
    queryKey: [...admins.key, 'detail', adminId],
    queryFn: () => admins.get(adminId),
  });
  const admin = detail.data?.resource as AdminDetail | undefined;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <LinkList<Organization>
        adminId={adminId}
        title="Organizaciones"
        label="Organización"
        placeholder="Buscar organización"
        resource={resourceClient(organizationContract)}
        itemLabel={(o) => o.name}
        linked={admin?.Organizations?.map((o) => ({ id: o.organization_id, name: o.name }))}
        refused={refused}
        assign={adminLinks.organization.assign}
        remove={adminLinks.organization.remove}
        texts={{
          duplicate: 'La organización ya se encuentra asociada',
          missing: 'Error removiendo la organización',
          assigned: 'Organización asociada',
          removed: 'Organización removida',
        }}
      />
      <LinkList<Account>
        adminId={adminId}
        title="Cuentas"
        label="Cuenta"
        placeholder="Buscar cuenta"
        resource={resourceClient(accountContract)}
        itemLabel={(a) => a.name}
        linked={admin?.Accounts?.map((a) => ({ id: a.account_id, name: a.name }))}
        refused={refused}
        assign={adminLinks.account.assign}
        remove={adminLinks.account.remove}
        texts={{
          duplicate: 'La cuenta ya se encuentra asociada',
          missing: 'Error removiendo la cuenta',
          assigned: 'Cuenta asociada',
          removed: 'Cuenta removida',
        }}
      />
    </SimpleGrid>
  );
}
