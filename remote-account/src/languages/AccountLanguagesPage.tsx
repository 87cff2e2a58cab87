import { accountLinks, languageContract, type RowOf } from '@console/contracts';
import { ResourceScreen, useLinkScreen, type ColumnSpec, type LinkScreenOptions } from '@console/ui';
import { titleOf, useAccount } from '../account';

type Language = RowOf<typeof languageContract>;

const columns: ColumnSpec<typeof languageContract>[] = ['language_id', 'name', 'locale', 'createdAt'];
const linkOptions: LinkScreenOptions<Language> = { itemLabel: (language) => `${language.name} (${language.locale})` };

/**
 * Spec 3 §2, §7: the account's languages (GET account/{id}/languages); one of the catalogue's associated
 * (POST language/{id}/associateAccount) or dissociated (/disassociateAccount). They are the account's
 * configuration: the links need the permission to update accounts.
 */
export default function AccountLanguagesPage() {
  const { id, account } = useAccount();
  const links = useLinkScreen(accountLinks.languages, id, linkOptions);
  return (
    <ResourceScreen
      contract={languageContract}
      title={titleOf(languageContract.texts.title, account)}
      columns={columns}
      listPath={links.listPath}
      create={false}
      edit={false}
      remove={false}
      actions={links.actions}
      rowActions={links.rowActions}
    />
  );
}
