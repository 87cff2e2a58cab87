import { useMemo } from 'react';
import { fillPath, listContract, listOperations } from '@console/contracts';
import { ResourceScreen, scopedClient, type ColumnSpec, type CreateConfig } from '@console/ui';
import { titleOf, useAccount } from '../account';

const columns: ColumnSpec<typeof listContract>[] = ['list_id', 'name', 'createdAt'];

/**
 * The account's messaging lists (spec 3 §7, messaging API): GET and POST account/{id}/lists, PATCH and DELETE
 * account/{id}/lists/{list_id}; a list is created with its name.
 */
export default function AccountListsPage() {
  const { id, account } = useAccount();
  const listPath = fillPath(listOperations.ofAccount.path, { id });
  const client = useMemo(
    () => scopedClient(listContract, { list: listPath, item: (listId) => fillPath(listOperations.get.path, { id, item_id: listId }) }),
    [id, listPath],
  );
  const create = useMemo<CreateConfig>(() => ({ fields: ['name'], defaults: { account_id: id } }), [id]);
  return (
    <ResourceScreen
      contract={listContract}
      client={client}
      // Also keys the list's query: the scoped client's key is every account's.
      listPath={listPath}
      title={titleOf(listContract.texts.title, account)}
      columns={columns}
      create={create}
    />
  );
}
