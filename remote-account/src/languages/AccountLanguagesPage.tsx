import { useMemo } from 'react';
import { accountContract, accountLanguageOperations, accountLinkTexts, fillPath, languageContract, type RowOf } from '@console/contracts';
import { callOperation, ResourceScreen, resourceClient, useAssociation, type Association, type ColumnSpec } from '@console/ui';
import { titleOf, useAccount } from '../account';

type Language = RowOf<typeof languageContract>;
const languages = resourceClient(languageContract);

const columns: ColumnSpec<typeof languageContract>[] = ['language_id', 'name', 'locale', 'createdAt'];

/**
 * Spec 3 §2, §7: the account's languages (GET account/{id}/languages); one of the catalogue's associated
 * (POST language/{id}/associateAccount) or dissociated (/disassociateAccount). They are the account's
 * configuration: the links need the permission to update accounts.
 */
export default function AccountLanguagesPage() {
  const { id, account } = useAccount();
  const listPath = fillPath(accountLanguageOperations.ofAccount.path, { id });
  const association = useMemo<Association<typeof languageContract, Language>>(
    () => ({
      client: languages,
      listPath,
      source: languages,
      itemLabel: (language) => `${language.name} (${language.locale})`,
      from: 'de la cuenta',
      associate: (languageId) => callOperation(accountLanguageOperations.associate, { params: { id: languageId }, body: { account_id: id } }),
      dissociate: (language) => callOperation(accountLanguageOperations.dissociate, { params: { id: language.language_id }, body: { account_id: id } }),
      texts: { linked: accountLinkTexts.languageLinked, associated: accountLinkTexts.languageAssociated, removed: accountLinkTexts.languageRemoved },
      permission: { resource: accountContract.path, many: accountContract.names.many },
    }),
    [id, listPath],
  );
  const links = useAssociation(association);
  return (
    <ResourceScreen
      contract={languageContract}
      title={titleOf(languageContract.texts.title, account)}
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
