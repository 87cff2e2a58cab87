import { useMemo, useRef, useState, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@console/core';
import {
  MAX_LIST_LIMIT,
  PACKAGE_ITEMS,
  accountItemOperations,
  fillPath,
  listOperations,
  packageContract,
  packageItemOperations,
  packageOperations,
  packageTexts,
  type PackageItemKind,
  type RowOf,
} from '@console/contracts';
import { LinkedItems, RemoteSelect, callOperation, resourceClient, useCan, type QueryParams, type SelectSource } from '@console/ui';

type Package = RowOf<typeof packageContract>;
/** An item as a section shows it. */
type Item = Record<string, unknown> & { name: string };

export const packages = resourceClient(packageContract);
/** Spec 2 §9: the section reloads (and its selection clears) 1.5 s after a bulk removal. */
export const RELOAD_AFTER_REMOVAL_MS = 1500;

const columns = (kind: PackageItemKind) => [
  { header: 'ID', cell: (item: Item) => String(item[PACKAGE_ITEMS[kind].id]) },
  { header: 'Nombre', cell: (item: Item) => item.name },
];

/** What the package bundles of a kind: GET package/{id}/flows…, or its Lists from GET templates/{id} (messaging). */
function bundledOf(packageId: number, kind: PackageItemKind): Promise<Item[]> {
  if (kind === 'list') {
    return callOperation(packageOperations.template, { params: { id: packageId } }).then((answer) => (answer.resource.Lists ?? []) as Item[]);
  }
  return callOperation(packageItemOperations[kind].list, { params: { id: packageId }, query: { limit: MAX_LIST_LIMIT } }).then((answer) => answer.resource as Item[]);
}

/** Adds one item: POST package/{id}/{kind} {flow_id}; lists through the package itself, POST package/{id} {Lists}. */
function add(packageId: number, kind: PackageItemKind, itemId: number) {
  if (kind === 'list') return callOperation(packageOperations.addLists, { params: { id: packageId }, body: { Lists: [itemId] } });
  return callOperation(packageItemOperations[kind].add, { params: { id: packageId }, body: { [PACKAGE_ITEMS[kind].id]: itemId } });
}

/** Removes one item: DELETE package/{id}/{kind} {flow_id}. */
const remove = (packageId: number, kind: PackageItemKind, itemId: number) =>
  callOperation(packageItemOperations[kind].remove, { params: { id: packageId }, body: { [PACKAGE_ITEMS[kind].id]: itemId } });

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
 * Spec 2 §2: one kind of what a package bundles — a small table with multi-select and 'Remover selección'
 * (one call per item, spec §2; the section reloads 1.5 s later), and a selector of the package's account's
 * items with 'Agregar' (what is already there is warned here, as the server would refuse it). Without an
 * account there is nothing to choose from: the section says so.
 */
export function PackageItems({ pkg, kind }: { pkg: Package; kind: PackageItemKind }) {
  const item = PACKAGE_ITEMS[kind];
  const packageId = pkg.package_id;
  const accountId = pkg.account_id;
  const queryClient = useQueryClient();
  // Under the package's key: every write of the package (its account) reloads it too.
  const bundled = useQuery({ queryKey: [...packages.key, packageId, 'bundled', kind], queryFn: () => bundledOf(packageId, kind) });
  const mayUpdate = useCan(packageContract.path, 'update', packageContract.names.many);
  const [chosen, setChosen] = useState<Item | null>(null);
  const source = useMemo(() => (accountId ? accountSource(kind, accountId) : null), [kind, accountId]);
  const idOf = (row: Item) => row[item.id] as number;

  const adding = useMutation({
    mutationFn: (itemId: number) => add(packageId, kind, itemId),
    onSuccess: async () => {
      notifySuccess(item.texts.added);
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: packages.key });
    },
  });

  // A bulk removal: the calls one after another; whatever happened, the section reloads 1.5 s later.
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  const removing = useMutation({
    mutationFn: async (ids: number[]) => {
      for (const itemId of ids) await remove(packageId, kind, itemId);
      return ids;
    },
    onSuccess: (ids) => notifySuccess(ids.length > 1 ? item.texts.removedMany : item.texts.removed),
    onSettled: () => {
      reload.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: packages.key }), RELOAD_AFTER_REMOVAL_MS);
    },
  });

  return (
    <LinkedItems
      title={item.title}
      level="h2"
      rows={bundled.data}
      loadingFailed={bundled.isError}
      rowKey={idOf}
      itemLabel={(row) => row.name}
      columns={columns(kind)}
      texts={{ empty: item.texts.empty, selectAll: item.texts.selectAll, linked: item.texts.linked, notLinked: item.texts.notLinked }}
      mayUpdate={mayUpdate.allowed}
      onRemove={(ids) => removing.mutateAsync(ids)}
      removing={removing.isPending}
      add={
        source
          ? {
              control: <RemoteSelect label={item.texts.choose} placeholder={item.texts.search} resource={source} itemLabel={(row) => row.name} value={chosen} onChange={setChosen} />,
              chosen: chosen ? idOf(chosen) : null,
              onAdd: (id) => adding.mutate(id),
              adding: adding.isPending,
            }
          : { unavailable: packageTexts.chooseAccount }
      }
    />
  );
}
