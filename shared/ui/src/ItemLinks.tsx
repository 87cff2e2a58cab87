/**
 * The console's one way to show a link (a declaration of link() in @console/contracts), in the three forms the
 * spec asks for:
 * - <Links> with view 'selection': the linked rows ticked for 'Remover selección', and a selector with 'Agregar'
 *   (a custom view's accounts, an exam's topics, what a package bundles);
 * - <Links> with view 'rows': 'Quitar' on each row, and a selector with 'Agregar' (an admin's organizations, a
 *   partner's packages);
 * - useLinkScreen for view 'screen': a ResourceScreen lists the items, 'Asociar <uno>' in its header opens a
 *   dialog, 'Desasociar' on a row asks first (an account's languages, models, admins…).
 * All three warn before any call of an item linked already or no longer linked, with the declaration's words;
 * make the declared calls (one per item where the call takes one id); toast the success; refresh the owner's and
 * the items' queries; and follow the permission the declaration names, saying why when the role lacks it.
 *
 *   <Links link={customViewAccountsLink} ownerId={view.custom_view_id} />
 *   const links = useLinkScreen(accountLinks.languages, accountId);
 *   <ResourceScreen contract={languageContract} listPath={links.listPath} actions={links.actions} rowActions={links.rowActions} />
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify, notifySuccess } from '@console/core';
import { fillPath, linkCalls, MAX_LIST_LIMIT, type AnyContract, type Link, type LinkCall, type RowOf } from '@console/contracts';
import { useCan, type Permission } from './access';
import { ActionDialog } from './ActionDialog';
import { callOperation, lookupSource, resourceClient } from './client';
import { QuestionDialog } from './ConfirmDialog';
import { RemoteSelect, type SelectSource } from './RemoteSelect';
import { SelectableTable } from './SelectableTable';
import { RemoveSelectionButton, useButtonReason } from './reason';
import { BUTTON_SIZE } from './sizes';

type Row = Record<string, unknown>;

/** Makes a link's add or remove calls for these items, one after another. */
async function write(call: LinkCall, ownerId: number, itemIds: readonly number[]) {
  const op = call.failure ? { ...call.op, texts: call.failure } : call.op;
  for (const input of linkCalls(call, ownerId, itemIds)) await callOperation(op, input as never);
}

/** The linked items' query: a list of the owner's, or a field of the owner (both under the owner's key). */
function linkedQuery(link: Link, ownerId: number) {
  const { op, field } = link.linked;
  return {
    queryKey: [...resourceClient(link.owner).key, ownerId, 'linked', fillPath(op.path, { id: ownerId })] as QueryKey,
    queryFn: () => callOperation(op, { params: { id: ownerId }, ...(op.paged && { query: { limit: MAX_LIST_LIMIT } }) } as never),
    select: (answer: { resource: unknown }): Row[] => (field ? ((answer.resource as Row)[field] as Row[] | undefined) ?? [] : (answer.resource as Row[])),
  };
}

/** The add and remove writes of a link, with their toasts and the queries they refresh. */
function useLinkWrites(link: Link, ownerId: number, { refresh = [], onAdded }: { refresh?: readonly QueryKey[]; onAdded?(): void } = {}) {
  const queryClient = useQueryClient();
  const keys = [resourceClient(link.owner).key, resourceClient(link.item).key, ...refresh];
  const reload = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const add = useMutation({
    mutationFn: (ids: readonly number[]) => write(link.add, ownerId, ids),
    onSuccess: async () => {
      notifySuccess(link.texts.added);
      onAdded?.();
      await reload();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => write(link.remove, ownerId, ids).then(() => ids),
    onSuccess: (ids) => notifySuccess(ids.length > 1 ? link.texts.removedMany : link.texts.removed),
    // Whatever happened (a removal of several may stop half-way), the section shows what is linked now.
    onSettled: () => {
      if (link.reloadAfterRemovalMs) timer.current = setTimeout(() => void reload(), link.reloadAfterRemovalMs);
      else return reload();
    },
  });
  return { add, remove };
}

/** What the signed-in admin may do with a link: the declared permission, and the screen's own refusal. */
function useMayLink(link: Link, refused?: string): Permission {
  const may = useCan(link.permission.path, 'update', link.permission.names.many);
  if (!may.allowed) return may;
  return refused ? { allowed: false, reason: refused } : may;
}

export interface LinksProps<T extends Row> {
  link: Link;
  ownerId: number;
  /** The linked items, where the screen has them already (a list's row carries them); read otherwise. */
  rows?: readonly T[];
  /** The candidates (default: the item's list, with the declaration's query), or what to say instead. */
  source?: SelectSource<T> | { unavailable: string };
  /** A control of the screen's own that chooses the id to add (a native select of every topic). */
  picker?(chosen: number | null, choose: (id: number | null) => void): ReactNode;
  /** The columns of a linked row (default: ID and the item's label). */
  columns?: readonly { header: string; cell(row: T): ReactNode }[];
  /** h2 on a detail page, h3 inside a list's row (default). */
  level?: 'h2' | 'h3';
  /** Where the list starts scrolling: '250px'. */
  maxHeight?: string;
  /** Why the signed-in admin may not change these links although the role allows it (a superadmin's row). */
  refused?: string;
  /** The selector's placeholder, where the screen narrows the candidates ('Buscar cuenta de la organización'). */
  search?: string;
  /** Further queries a write changes (a list that counts the links). */
  refresh?: readonly QueryKey[];
}

/** A link as a section of its owner's screen ('selection' or 'rows'). */
export function Links<T extends Row>({ link, ownerId, rows: given, source, picker, columns, level = 'h3', maxHeight, refused, search, refresh }: LinksProps<T>) {
  const { texts, item } = link;
  const idOf = (row: T) => row[link.itemId] as number;
  const labelOf = (row: T) => item.label(row as RowOf<AnyContract>);
  const read = useQuery({ ...linkedQuery(link, ownerId), enabled: given === undefined });
  const rows = (given ?? read.data) as readonly T[] | undefined;
  const may = useMayLink(link, refused);
  const [chosen, setChosen] = useState<{ id: number; item: T | null } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const { add, remove } = useLinkWrites(link, ownerId, { refresh, onAdded: () => setChosen(null) });
  // Why 'Agregar' waits, beside it.
  const pickFirst = useButtonReason(!chosen && texts.pick);
  const candidates = useMemo<SelectSource<T> | { unavailable: string }>(() => source ?? (lookupSource(item) as unknown as SelectSource<T>), [source, item]);
  const shown = columns ?? [
    { header: 'ID', cell: (row: T) => String(idOf(row)) },
    { header: 'Nombre', cell: labelOf },
  ];

  function onAdd() {
    if (!chosen) return;
    if (rows?.some((row) => idOf(row) === chosen.id)) return notify({ type: 'warning', title: texts.duplicate });
    add.mutate([chosen.id]);
  }

  async function onRemove(ids: number[]) {
    // Spec: an item that is not linked any more (another tab removed it) is warned about, not sent.
    const current = given === undefined ? ((await read.refetch()).data as readonly T[] | undefined) : rows;
    if (ids.some((id) => !current?.some((row) => idOf(row) === id))) return notify({ type: 'warning', title: texts.missing });
    // The ticks follow what was sent, not what is ticked by the time it answers; a failure keeps them.
    remove.mutateAsync(ids).then(
      () => setSelected((ticked) => new Set([...ticked].filter((id) => !ids.includes(id)))),
      () => undefined,
    );
  }

  const table =
    link.view === 'selection' ? (
      <SelectableTable
        label={texts.title}
        rows={rows ?? []}
        rowKey={idOf}
        itemLabel={labelOf}
        columns={shown}
        selected={selected}
        onSelectedChange={setSelected}
        allLabel={texts.selectAll}
        disabled={!may.allowed || remove.isPending}
        maxH={maxHeight}
      />
    ) : (
      <Box maxH={maxHeight} overflowY={maxHeight ? 'auto' : undefined} borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={texts.title} stickyHeader>
          <Table.Header>
            <Table.Row>
              {shown.map((column) => (
                <Table.ColumnHeader key={column.header} bg="bg.muted">
                  {column.header}
                </Table.ColumnHeader>
              ))}
              {may.allowed && <Table.ColumnHeader bg="bg.muted" aria-label="Acciones" />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rows ?? []).map((row) => (
              <Table.Row key={idOf(row)}>
                {shown.map((column) => (
                  <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
                ))}
                {may.allowed && (
                  <Table.Cell textAlign="end">
                    <Button
                      size={BUTTON_SIZE.cell}
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Quitar ${labelOf(row)}`}
                      loading={remove.isPending && remove.variables?.includes(idOf(row))}
                      onClick={() => void onRemove([idOf(row)])}
                    >
                      Quitar
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );

  return (
    <Stack as="section" aria-label={texts.title} gap="3">
      <Heading as={level} size={level === 'h2' ? 'md' : 'sm'}>
        {texts.title}
      </Heading>
      {rows === undefined ? (
        !read.isError && (
          <Text textStyle="sm" color="fg.muted">
            Cargando…
          </Text>
        )
      ) : rows.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {texts.empty}
        </Text>
      ) : (
        table
      )}
      {!may.allowed ? (
        // The owner's form says why already when the links follow its permission; another one is said here.
        link.permission !== link.owner && (
          <Text textStyle="sm" color="fg.muted">
            {may.reason}
          </Text>
        )
      ) : (
        <HStack align="end" gap="2" wrap="wrap">
          {link.view === 'selection' && (
            <RemoveSelectionButton
              count={selected.size}
              rows={rows?.length ?? 0}
              tick={texts.tick}
              loading={remove.isPending}
              onRemove={() => void onRemove([...selected])}
            />
          )}
          {'unavailable' in candidates ? (
            <Text textStyle="sm" color="fg.muted">
              {candidates.unavailable}
            </Text>
          ) : (
            <>
              <Box flex="1" minW="60">
                {picker ? (
                  picker(chosen?.id ?? null, (id) => setChosen(id === null ? null : { id, item: null }))
                ) : (
                  <RemoteSelect<T>
                    label={texts.choose}
                    placeholder={search ?? texts.search}
                    resource={candidates}
                    params={link.candidates}
                    itemLabel={labelOf}
                    value={chosen?.item ?? null}
                    onChange={(picked) => setChosen(picked ? { id: candidates.id(picked), item: picked } : null)}
                  />
                )}
              </Box>
              <Button size={BUTTON_SIZE.row} disabled={!chosen} aria-describedby={pickFirst.describedBy} loading={add.isPending} onClick={onAdd}>
                {texts.add}
              </Button>
              {pickFirst.text}
            </>
          )}
        </HStack>
      )}
    </Stack>
  );
}

export interface LinkScreenOptions<T> {
  /** The candidates (default: the item's list); undefined while what they depend on loads (the account's organization). */
  source?: SelectSource<T> | undefined;
  /** How a candidate reads in the selector (default: the item's label). */
  itemLabel?(item: T): string;
  /** Why the signed-in admin may not dissociate this row although the role allows it (a superadmin's row). */
  refuse?(row: Row): string | undefined;
  /** 'outline' where the screen's main action is another one ('Crear administrador'). */
  openVariant?: 'solid' | 'outline';
}

/** 'Asociar idioma': the header button and its dialog. */
function AssociateDialog<T>({ link, ownerId, options }: { link: Link; ownerId: number; options: LinkScreenOptions<T> }) {
  const title = `Asociar ${link.item.names.one}`;
  const may = useMayLink(link);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<T | null>(null);
  const reasonId = useId();
  const source = 'source' in options ? options.source : (lookupSource(link.item) as unknown as SelectSource<T>);
  // What is associated already, when the whole of it fits in one load (otherwise the server decides).
  const { queryKey, queryFn } = linkedQuery(link, ownerId);
  const linked = useQuery({
    queryKey: [...queryKey, 'all'],
    queryFn,
    enabled: open,
    select: (answer: { resource: unknown; pagination?: { hasNextPage: boolean } }) =>
      answer.pagination?.hasNextPage ? undefined : new Set((answer.resource as Row[]).map((row) => row[link.itemId] as number)),
  });
  const { add } = useLinkWrites(link, ownerId, { onAdded: () => close() });

  function close() {
    setOpen(false);
    setChosen(null);
    add.reset();
  }

  function submit() {
    if (!source || chosen === null) return;
    const id = source.id(chosen);
    if (linked.data?.has(id)) return notify({ type: 'warning', title: link.texts.duplicate });
    add.mutate([id]);
  }

  return (
    <ActionDialog
      title={title}
      openVariant={options.openVariant}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={submit}
      submitLabel={link.texts.add}
      canSubmit={chosen !== null && !linked.isLoading}
      submitting={add.isPending}
      reason={chosen === null ? link.texts.pick : null}
      reasonId={reasonId}
      refused={may.reason ?? (source ? undefined : 'Cargando…')}
    >
      {source && (
        <RemoteSelect
          label={link.texts.choose}
          placeholder={link.texts.search}
          resource={source}
          itemLabel={options.itemLabel ?? ((candidate) => link.item.label(candidate as RowOf<AnyContract>))}
          value={chosen}
          onChange={setChosen}
        />
      )}
    </ActionDialog>
  );
}

/** 'Desasociar' on a row: the question first ('¿Deseas desasociar el idioma Español de la cuenta?'). */
function DissociateButton<T>({ link, ownerId, options, row }: { link: Link; ownerId: number; options: LinkScreenOptions<T>; row: Row }) {
  const { item } = link;
  const may = useMayLink(link);
  const reason = may.reason ?? options.refuse?.(row);
  const [asking, setAsking] = useState(false);
  const { remove } = useLinkWrites(link, ownerId);
  return (
    <>
      {/* A disabled button shows no tooltip of its own: its wrapper carries the reason. */}
      <span title={reason}>
        <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" disabled={Boolean(reason)} aria-description={reason} onClick={() => setAsking(true)}>
          Desasociar
        </Button>
      </span>
      <QuestionDialog
        open={asking}
        title={`Desasociar ${item.names.one}`}
        question={`¿Deseas desasociar ${item.texts.what(item.label(row as RowOf<AnyContract>))} ${link.texts.from}?`}
        confirmLabel="Sí, desasociar"
        cancelLabel="Cancelar"
        loading={remove.isPending}
        onConfirm={() => remove.mutate([row[link.itemId] as number], { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * A link as a whole screen (view 'screen'): where its ResourceScreen lists the owner's items, and the header
 * action and row action for its `actions` and `rowActions`. Memoise `options` (useMemo) or leave it out.
 */
export function useLinkScreen<T = Row>(link: Link, ownerId: number, options: LinkScreenOptions<T> = {}) {
  return useMemo(
    () => ({
      listPath: fillPath(link.linked.op.path, { id: ownerId }),
      actions: <AssociateDialog link={link} ownerId={ownerId} options={options} />,
      rowActions: (row: Row) => <DissociateButton link={link} ownerId={ownerId} options={options} row={row} />,
    }),
    [link, ownerId, options],
  );
}
