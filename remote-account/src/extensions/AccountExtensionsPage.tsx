import { useMemo } from 'react';
import { accountLinkTexts, extensionContract, extensionOperations, extensionTexts, fillPath, type RowOf } from '@console/contracts';
import { callOperation, ResourceScreen, resourceClient, useAssociation, type Association, type ColumnSpec, type CreateConfig } from '@console/ui';
import { titleOf, useAccount } from '../account';

type Extension = RowOf<typeof extensionContract>;
const extensions = resourceClient(extensionContract);

const columns: ColumnSpec<typeof extensionContract>[] = ['extension_id', 'name', 'runtime', 'version', 'status', 'createdAt'];

/** Their failures worded from the account's side ('Error asociando extensión.'): the declarations word them from the extension's. */
const ACCOUNT_SIDE = {
  associate: { verb: 'asociando', what: extensionContract.names.one },
  disassociate: { verb: 'desasociando', what: extensionContract.names.one },
} as const;

/** POST extension/associate and extension/disassociate: one extension installed in (or removed from) an account. */
const link = (action: 'associate' | 'disassociate', extension_id: number, account_id: number) =>
  callOperation({ ...extensionOperations[action], texts: ACCOUNT_SIDE[action] }, { body: { extension_id, account_id } });

/**
 * Spec 3 §2, §7: the extensions installed in the account (GET account/{id}/extensions); an existing one
 * installed (POST extension/associate) or removed (POST extension/disassociate); 'Crear extensión' creates one
 * installed here (POST account/{id}/extensions) with the contract's dialog, its .zip uploaded.
 */
export default function AccountExtensionsPage() {
  const { id, account } = useAccount();
  const listPath = fillPath(extensionOperations.accountExtensions.path, { id });
  const create = useMemo<CreateConfig>(
    () => ({ submit: (values) => callOperation(extensionOperations.createAccountExtension, { params: { id }, body: values }) }),
    [id],
  );
  const association = useMemo<Association<typeof extensionContract, Extension>>(
    () => ({
      client: extensions,
      listPath,
      source: extensions,
      itemLabel: (extension) => `${extension.name} (${extension.version})`,
      from: 'de la cuenta',
      associate: (extensionId) => link('associate', extensionId, id),
      dissociate: (extension) => link('disassociate', extension.extension_id, id),
      texts: { linked: extensionTexts.accountLinked, associated: accountLinkTexts.extensionAssociated, removed: accountLinkTexts.extensionRemoved },
      permission: { resource: extensionContract.path, many: extensionContract.names.many },
      openVariant: 'outline',
    }),
    [id, listPath],
  );
  const links = useAssociation(association);
  return (
    <ResourceScreen
      contract={extensionContract}
      title={titleOf(extensionContract.texts.title, account)}
      columns={columns}
      listPath={listPath}
      create={create}
      edit={false}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
