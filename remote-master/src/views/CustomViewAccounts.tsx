import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { notify } from '@console/core';
import { accountContract, customViewContract, customViewTexts, type RowOf } from '@console/contracts';
import { BUTTON_SIZE, RemoteSelect, SelectableTable, resourceClient, useCan, useResourceMutation, useResourceRecord } from '@console/ui';

type CustomView = RowOf<typeof customViewContract>;
type Account = RowOf<typeof accountContract>;
type LinkedAccount = { account_id: number; name: string };

const customViews = resourceClient(customViewContract);
const accounts = resourceClient(accountContract);

const associate = (viewId: number, account_id: number) =>
  customViews.call<CustomView>('post', viewId, 'associateAccount', 'asociando', accountContract.names.one, { account_id });
/** 'Remover selección': the whole selection in one call (all or nothing). */
const disassociate = (viewId: number, account_ids: number[]) =>
  customViews.call<CustomView>('post', viewId, 'disassociateAccount', 'removiendo', accountContract.names.many, { account_ids });

const accountColumns = [
  { header: 'ID', cell: (account: LinkedAccount) => account.account_id },
  { header: 'Nombre', cell: (account: LinkedAccount) => account.name },
];

/**
 * Spec 2 §2: a custom view's accounts (from GET custom_view/{id}), with multi-select and 'Remover selección',
 * and an account added with the remote-search selector (500 ms; at once when emptied). An account already
 * linked is refused here with the server's words ('La cuenta ya se encuentra asociada'); the selection
 * clears after a removal.
 */
export function CustomViewAccounts({ view }: { view: CustomView }) {
  const viewId = view.custom_view_id;
  const detail = useResourceRecord(customViews, viewId, { enabled: true });
  const linked = detail.data?.Accounts;
  const mayUpdate = useCan(customViewContract.path, 'update', customViewContract.names.many);
  const [chosen, setChosen] = useState<Account | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const add = useResourceMutation(customViews, (accountId: number) => associate(viewId, accountId), {
    success: customViewTexts.associated,
    onSuccess: () => setChosen(null),
  });
  // Answers the ids it removed: the toast and the ticks follow what was sent, not what is ticked by then.
  const remove = useResourceMutation(customViews, (ids: number[]) => disassociate(viewId, ids).then(() => ids), {
    success: (ids) => (ids.length > 1 ? customViewTexts.removedMany : customViewTexts.removed),
    onSuccess: (ids) =>
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  });

  function onAdd() {
    if (!chosen) return;
    if (linked?.some((account) => account.account_id === chosen.account_id)) {
      notify({ type: 'warning', title: customViewTexts.accountLinked });
      return;
    }
    add.mutate(chosen.account_id);
  }

  function onRemove() {
    const ids = [...selected];
    // An account another tab already removed: say so rather than send it (spec 2 §8).
    if (ids.some((id) => !linked?.some((account) => account.account_id === id))) {
      notify({ type: 'warning', title: customViewTexts.accountNotLinked });
      return;
    }
    remove.mutate(ids);
  }

  return (
    <Stack as="section" aria-label="Cuentas asociadas" gap="3">
      <Heading as="h3" size="sm">
        Cuentas asociadas
      </Heading>
      {linked === undefined ? (
        <Text textStyle="sm" color="fg.muted">
          Cargando cuentas…
        </Text>
      ) : linked.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Sin cuentas asociadas
        </Text>
      ) : (
        <SelectableTable
          label="Cuentas asociadas"
          rows={linked}
          rowKey={(account) => account.account_id}
          itemLabel={(account) => account.name}
          columns={accountColumns}
          selected={selected}
          onSelectedChange={setSelected}
          allLabel="Seleccionar todas las cuentas"
          disabled={!mayUpdate.allowed || remove.isPending}
        />
      )}
      {/* Without the permission the row already says why (the machine's refusal). */}
      {mayUpdate.allowed && (
        <HStack align="end" gap="2" wrap="wrap">
          <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" disabled={selected.size === 0} loading={remove.isPending} onClick={onRemove}>
            Remover selección
          </Button>
          <Box flex="1" minW="60">
            <RemoteSelect label="Agregar cuenta" placeholder="Buscar cuenta" resource={accounts} itemLabel={(account) => account.name} value={chosen} onChange={setChosen} />
          </Box>
          <Button size={BUTTON_SIZE.row} disabled={!chosen} loading={add.isPending} onClick={onAdd}>
            Agregar
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
