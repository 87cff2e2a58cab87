import { useMemo } from 'react';
import { PACKAGE_ITEMS, accountItemOperations, fillPath, listOperations, packageContract, packageItemLinks, packageTexts, type PackageItemKind, type RowOf } from '@console/contracts';
import { Links, resourceClient, type QueryParams, type SelectSource } from '@console/ui';

type Package = RowOf<typeof packageContract>;
/** An item as a section shows it. */
type Item = Record<string, unknown> & { name: string };

export const packages = resourceClient(packageContract);

/** Where the package's account's items of each kind are listed (GET account/{id}/flows…; its lists on the messaging API). */
const ACCOUNT_ITEMS = {
  flow: accountItemOperations.flows,
  sequence: accountItemOperations.sequences,
  user_attribute: accountItemOperations.user_attributes,
  list: listOperations.ofAccount,
} satisfies Record<PackageItemKind, { path: string }>;

/** The add selector's options: the package's account's items of that kind (GET account/{id}/flows…). */
function accountSource(kind: PackageItemKind, accountId: number): SelectSource<Item> {
  const item = PACKAGE_ITEMS[kind];
  const client = resourceClient(item.contract);
  const path = fillPath(ACCOUNT_ITEMS[kind].path, { id: accountId });
  return {
    key: [...client.key, 'account', accountId],
    id: (row) => row[item.id] as number,
    list: (params?: QueryParams) => client.list(params, path) as Promise<{ success: boolean; resource: Item[] }>,
  };
}

/**
 * Spec 2 §2: one kind of what a package bundles (its declaration: packageItemLinks), the candidates being the
 * package's account's items of that kind. Without an account there is nothing to choose from: the section says so.
 */
export function PackageItems({ pkg, kind }: { pkg: Package; kind: PackageItemKind }) {
  const accountId = pkg.account_id;
  const source = useMemo(() => (accountId ? accountSource(kind, accountId) : { unavailable: packageTexts.chooseAccount }), [kind, accountId]);
  return <Links<Item> link={packageItemLinks[kind]} ownerId={pkg.package_id} source={source} level="h2" />;
}
