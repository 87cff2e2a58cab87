import { useState } from 'react';
import { accountContract, customViewContract, customViewOperations, customViewTexts, type RowOf } from '@console/contracts';
import { callOperation, LinkedItems, RemoteSelect, resourceClient, useCan, useResourceMutation, useResourceRecord } from '@console/ui';

type CustomView = RowOf<typeof customViewContract>;
type Account = RowOf<typeof accountContract>;
type LinkedAccount = { account_id: number; name: string };

const customViews = resourceClient(customViewContract);
const accounts = resourceClient(accountContract);

const associate = (viewId: number, account_id: number) => callOperation(customViewOperations.associateAccount, { params: { id: viewId }, body: { account_id } });
/** 'Remover selección': the whole selection in one call (all or nothing). */
const disassociate = (viewId: number, account_ids: number[]) =>
  callOperation(customViewOperations.disassociateAccount, { params: { id: viewId }, body: { account_ids } });

const accountColumns = [
  { header: 'ID', cell: (account: LinkedAccount) => account.account_id },
  { header: 'Nombre', cell: (account: LinkedAccount) => account.name },
];

/**
 * Spec 2 §2: a custom view's accounts (from GET custom_view/{id}), with multi-select and 'Remover selección'
 * (the selection in one call), and an account added with the remote-search selector (500 ms; at once when
 * emptied). An account already linked is refused here with the server's words ('La cuenta ya se encuentra
 * asociada'); the selection clears after a removal.
 */
export function CustomViewAccounts({ view }: { view: CustomView }) {
  const viewId = view.custom_view_id;
  const detail = useResourceRecord(customViews, viewId, { enabled: true });
  const mayUpdate = useCan(customViewContract.path, 'update', customViewContract.names.many);
  const [chosen, setChosen] = useState<Account | null>(null);
  const add = useResourceMutation(customViews, (accountId: number) => associate(viewId, accountId), {
    success: customViewTexts.associated,
    onSuccess: () => setChosen(null),
  });
  const remove = useResourceMutation(customViews, (ids: number[]) => disassociate(viewId, ids).then(() => ids), {
    success: (ids) => (ids.length > 1 ? customViewTexts.removedMany : customViewTexts.removed),
  });
  return (
    <LinkedItems
      title="Cuentas asociadas"
      rows={detail.data?.Accounts}
      loadingFailed={detail.isError}
      rowKey={(account) => account.account_id}
      itemLabel={(account) => account.name}
      columns={accountColumns}
      texts={{ empty: 'Sin cuentas asociadas', selectAll: 'Seleccionar todas las cuentas', linked: customViewTexts.accountLinked, notLinked: customViewTexts.accountNotLinked }}
      mayUpdate={mayUpdate.allowed}
      onRemove={(ids) => remove.mutateAsync(ids)}
      removing={remove.isPending}
      add={{
        control: <RemoteSelect label="Agregar cuenta" placeholder="Buscar cuenta" resource={accounts} itemLabel={(account) => account.name} value={chosen} onChange={setChosen} />,
        chosen: chosen?.account_id ?? null,
        onAdd: (id) => add.mutate(id),
        adding: add.isPending,
      }}
    />
  );
}
