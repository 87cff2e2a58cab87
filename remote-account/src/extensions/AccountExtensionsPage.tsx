import { useMemo } from 'react';
import { accountLinks, extensionContract, extensionOperations, type RowOf } from '@console/contracts';
import { callOperation, ResourceScreen, useLinkScreen, type ColumnSpec, type CreateConfig, type LinkScreenOptions } from '@console/ui';
import { titleOf, useAccount } from '../account';

type Extension = RowOf<typeof extensionContract>;

const columns: ColumnSpec<typeof extensionContract>[] = ['extension_id', 'name', 'runtime', 'version', 'status', 'createdAt'];

/** An extension chosen by its name and version; 'Crear extensión' is the screen's main action. */
const linkOptions: LinkScreenOptions<Extension> = { itemLabel: (extension) => `${extension.name} (${extension.version})`, openVariant: 'outline' };

/**
 * Spec 3 §2, §7: the extensions installed in the account (GET account/{id}/extensions); an existing one
 * installed (POST extension/associate) or removed (POST extension/disassociate); 'Crear extensión' creates one
 * installed here (POST account/{id}/extensions) with the contract's dialog, its .zip uploaded.
 */
export default function AccountExtensionsPage() {
  const { id, account } = useAccount();
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => callOperation(extensionOperations.createAccountExtension, { params: { id }, body: values }) }),
    [id],
  );
  const links = useLinkScreen(accountLinks.extensions, id, linkOptions);
  return (
    <ResourceScreen
      contract={extensionContract}
      title={titleOf(extensionContract.texts.title, account)}
      columns={columns}
      listPath={links.listPath}
      create={create}
      edit={false}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
