import { useCallback, useMemo } from 'react';
import {
  accountLinks,
  accountPlatformContract,
  accountPlatformOperations,
  connectProviderOf,
  fillPath,
  platformContract,
  type AccountPlatformRow,
  type RowOf,
} from '@console/contracts';
import { formatValue, ResourceScreen, resourceClient, scopedClient, useLinkScreen, type ColumnSpec, type LinkScreenOptions } from '@console/ui';
import { titleOf, useAccount } from '../account';
import { ConnectDialog } from './ConnectDialog';

type Platform = RowOf<typeof platformContract>;
/** The candidates are the catalogue's platforms. */
const linkOptions: LinkScreenOptions<Platform> = { source: resourceClient(platformContract), itemLabel: (platform) => `${platform.title} (${platform.name})` };

const columns: ColumnSpec<typeof accountPlatformContract>[] = [
  'name',
  'title',
  { header: 'Bot', cell: (platform) => formatValue(accountPlatformContract.fields.enabled, platform.enabled) },
  'responding_mode',
  'confidence',
  { header: 'Conexión', cell: (platform) => platform.Subscription?.name ?? 'Sin conectar' },
];

/**
 * Spec 3 §2–§5, §7: the account's platforms (GET account/{id}/platforms); a row edits the bot's switch, its
 * responding mode and its confidence (PATCH account/{id}/platform/{platform_id}); a platform of the catalogue
 * associated (POST platform/{id}/associateAccount) or dissociated (/disassociateAccount); Facebook, Messenger
 * and Twitter connected to their external account ('Conectar'). All of it is the account's configuration: it
 * needs the permission to update accounts.
 */
export default function AccountPlatformsPage() {
  const { id, account } = useAccount();
  const listPath = fillPath(accountPlatformOperations.ofAccount.path, { id });
  const client = useMemo(
    () => scopedClient(accountPlatformContract, { list: listPath, item: (platformId) => fillPath(accountPlatformOperations.get.path, { id, platform_id: platformId }) }),
    [id, listPath],
  );
  const links = useLinkScreen(accountLinks.platforms, id, linkOptions);
  const rowActions = useCallback(
    (platform: AccountPlatformRow) => (
      <>
        {links.rowActions(platform)}
        {connectProviderOf(platform.name) && <ConnectDialog client={client} accountId={id} platform={platform} />}
      </>
    ),
    [links, client, id],
  );
  return (
    <ResourceScreen
      contract={accountPlatformContract}
      client={client}
      // Also keys the list's query: the scoped client's key is every account's.
      listPath={listPath}
      title={titleOf(accountPlatformContract.texts.title, account)}
      columns={columns}
      actions={links.actions}
      rowActions={rowActions}
      // Read through the account's links, not the API's list machine: no export (a few rows, all on screen).
      exportCsv={false}
    />
  );
}
