/**
 * The screen half of the resource machine. A screen names its contract and its columns, and
 * <ResourceScreen> renders the whole pattern of spec 2 §1 from the contract: title and create button,
 * search boxes, a sortable paged table (how many rows match, where the API counts them) whose rows expand into an
 * edit form, confirmed delete ('Deshacer' where the contract restores), ticked rows deleted at once, 'Exportar CSV'
 * of what the list shows, toasts, each record's 'Historial' (its audit trail); every text derived from the
 * contract's names. Only what is particular to a screen is written by hand: a column, a control, an `extra` below a
 * row's form, `rowActions`, header `actions`, what an opened row shows (`details`).
 *
 *   <ResourceScreen contract={platformContract} columns={['platform_id', 'name', 'title', 'createdAt']} />
 */
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { ApiError, nameRecord, notify, notifyError, notifySuccess, recordDeleted } from '@console/core';
import { AUDITED_CONTRACTS, DEFAULT_PAGE_SIZE, ROW_VERSION, auditContract, exportPath, formatNumber, messages, resourceOperation, type AnyContract, type Conflict, type OperationSpec, type RowOf, type z } from '@console/contracts';
import { useCan } from './access';
import { callOperation, resourceClient, type QueryParams, type ResourceClient } from './client';
import { contractColumns, type ColumnSpec } from './columns';
import { ConfirmDialog, QuestionDialog } from './ConfirmDialog';
import { ConflictDialog, conflictChanges, conflictOf, conflictText } from './ConflictDialog';
import { DownloadButton } from './DownloadButton';
import { DraftsProvider, useDrafts } from './drafts';
import { contractDefaults, contractFields, contractValues, formWaits, missingSentence, refusedField, type FieldOverrides } from './fields';
import { FormDialog } from './FormDialog';
import { FormFields, zodResolver } from './form';
import { HistoryButton } from './history';
import { listFailure, useListState, type PagedList, type SearchField } from './list';
import { PageHeader } from './PageHeader';
import { PagedTable } from './PagedTable';
import { SearchBox } from './SearchBox';
import { RemoveSelectionButton, SAVE_WAITS, useButtonReason } from './reason';
import { useRowFocus, type RowFocus } from './rowFocus';
import type { RowSelection } from './tableTypes';
import { BUTTON_SIZE } from './sizes';

/** The button of a delete's toast that takes it back. */
const UNDO = 'Deshacer';

/** How a delete is taken back: its restore call and what the toast says then ('Usuario restaurado'). */
export interface Undo<C extends AnyContract> {
  restore(deleted: RowOf<C>): Promise<unknown>;
  success: string;
  /**
   * The undo of a bulk delete ('Eliminar selección'), where the resource has one: restores the rows as the delete
   * answered them, all or none, and answers what the toast says then ('2 usuarios restaurados').
   */
  restoreMany?(deleted: RowOf<C>[]): Promise<string>;
}

/**
 * The undo of a contract whose soft delete the machine's restore takes back (`remove: { soft, restore: true }`):
 * PATCH {path}/{id}/restore, 'Usuario restaurado'; a selection's, PATCH {path}/restore.
 */
export const contractUndo = <C extends AnyContract>(client: ResourceClient<C>): Undo<C> | undefined => {
  const { contract } = client;
  if (!contract.restorable) return undefined;
  return {
    restore: (row) => client.restore(row),
    success: contract.texts.restored,
    restoreMany: async (rows) => contract.texts.restoredMany(await restoreSelection(client, rows, resourceOperation(contract, 'restoreMany'))),
  };
};

/**
 * The toast of a delete that can be taken back: `title` with 'Deshacer' for a few seconds, which restores the row
 * as the delete answered it and says so (or why not); the resource's lists and records are read again after.
 */
export function notifyUndoableDelete<C extends AnyContract>(queryClient: QueryClient, client: ResourceClient<C>, title: string, undo: Undo<C>, deleted: RowOf<C>) {
  notifyUndoable(queryClient, client, title, async () => {
    await undo.restore(deleted);
    return undo.success;
  });
}

/**
 * A delete's toast with 'Deshacer': `restore` takes the delete back and answers what the toast says then (or the
 * failure says why not); the resource's lists and records are read again after, then `restored` runs, given where the
 * focus was when 'Deshacer' was pressed.
 */
function notifyUndoable(queryClient: QueryClient, client: Pick<ResourceClient, 'key'>, title: string, restore: () => Promise<string>, restored?: (from: Element | null) => void) {
  const undo = async () => {
    const from = document.activeElement;
    let done = false;
    try {
      notifySuccess(await restore());
      done = true;
    } catch (error) {
      notifyError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: client.key });
    }
    if (done) restored?.(from);
  };
  notify({ type: 'success', title, action: { label: UNDO, onClick: () => void undo() } });
}

/**
 * A bulk delete taken back by `op` (PATCH {path}/restore {items}): all or none, each row from the version its delete
 * answered (a colleague's change since is refused, naming it). Answers how many rows came back.
 */
export async function restoreSelection<C extends AnyContract>(client: ResourceClient<C>, deleted: RowOf<C>[], op: OperationSpec) {
  const items = deleted.map((row) => {
    const version = (row as Record<string, unknown>)[ROW_VERSION];
    return { id: client.id(row), ...(typeof version === 'string' && { version }) };
  });
  const answer = await callOperation(op as OperationSpec & { body: z.ZodType }, { body: { items } });
  return (answer.resource as unknown[]).length;
}

/**
 * The permission a contract's writes need, and its plural for the refusal's text: its own, or the resource it
 * names (an account's status and configuration are the account's: 'No tienes permiso para actualizar cuentas.').
 */
export function permissionOf(contract: AnyContract) {
  const resource = contract.permission ?? contract.path;
  return { resource, many: (contract.permission && AUDITED_CONTRACTS[contract.permission]?.names.many) ?? contract.names.many };
}

/**
 * A write of a resource: on success it toasts `success` and refreshes the resource's lists and records;
 * failures are toasted by ConsoleProviders with the catalogue message, and the screen keeps what was typed.
 */
export function useResourceMutation<V, R>(
  client: Pick<ResourceClient, 'key'>,
  write: (values: V) => Promise<R>,
  {
    success,
    onSuccess,
    resolvesConflicts = false,
  }: {
    success?: string | ((result: R) => string);
    onSuccess?(result: R): void;
    /** The screen shows a stale write's conflict itself (ConflictDialog): no error toast for it. */
    resolvesConflicts?: boolean;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { resolvesConflicts },
    onSuccess: async (result) => {
      const text = typeof success === 'function' ? success(result) : success;
      if (text) notifySuccess(text);
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: client.key });
    },
    // Someone changed the record meanwhile: the screen shows the records as they are now. (A host whose core
    // predates 1.2.0 gives no failure's answer, so no conflict to tell from another 409: refreshed too.)
    onError: (error) => {
      const stale = conflictOf(error) || (error instanceof ApiError && error.status === 409 && error.answer === undefined);
      if (stale) void queryClient.invalidateQueries({ queryKey: client.key });
    },
  });
}

/**
 * How long a page of a list fetched ahead of its screen (the first screen after sign-in) counts as fresh: the
 * screen mounting within this time shows it without asking again. Every other page is stale at once (a list
 * shown again asks again), and a write refreshes its lists whatever their age.
 */
const LIST_FRESH_MS = 3000;
/** The query hashes of the pages fetched ahead (prefetchResourceList). */
const fetchedAhead = new Set<string>();

/**
 * A list's total (its answer's `pagination.total`), kept in the query cache under its own key: the list's resource,
 * path and parameters but the page and its size. The API counts a list's matches only when asked (`total=true`: the
 * count costs more than a page of 25), and says them unasked on the last page. A list asks on its first page (a new
 * search, filter or order starts there), on a page of a list whose total is not kept (opened at page 3, or dropped
 * from the cache) and after a write (invalidating the resource's keys invalidates it too); turning the pages of the
 * same list shows its last total ('26–50 de 3,011').
 */
const totalKey = (client: ResourceClient, params: QueryParams, path?: string) => {
  const { page: _page, limit: _limit, ...list } = params;
  return [...client.key, 'list-total', path ?? null, list];
};

/**
 * The query of a page of a list (useResourceList and prefetchResourceList: the same key). Whether it asks for the
 * total (totalKey) is the fetch's choice, not part of the key; the page carries the list's total either way.
 */
const listQuery = <C extends AnyContract>(queryClient: QueryClient, client: ResourceClient<C>, params: QueryParams, path?: string) => ({
  queryKey: [...client.key, 'list', path ?? null, params],
  queryFn: async () => {
    const kept = totalKey(client, params, path);
    const state = queryClient.getQueryState<PagedList<unknown>['total']>(kept);
    const asks = Number(params.page ?? 1) === 1 || !state?.data || state.isInvalidated;
    const answer = await client.list(asks ? { ...params, total: true } : params, path);
    const { pagination } = answer;
    if (!pagination) return answer;
    if (pagination.total) queryClient.setQueryData(kept, pagination.total);
    // Also while the next page loads in its place (placeholder data), the page shows its list's total.
    return pagination.total || !state?.data ? answer : { ...answer, pagination: { ...pagination, total: state.data } };
  },
  staleTime: (query: { queryHash: string }) => (fetchedAhead.has(query.queryHash) ? LIST_FRESH_MS : 0),
});

/**
 * A page of a resource's list through the query cache, keyed by its params; the previous page stays meanwhile. Its
 * total is the page's, or the last one of the same list (totalKey).
 */
export function useResourceList<C extends AnyContract>(client: ResourceClient<C>, params: QueryParams, path?: string): PagedList<RowOf<C>> {
  const queryClient = useQueryClient();
  const query = useQuery({ ...listQuery(queryClient, client, params, path), placeholderData: keepPreviousData });
  const { data, isLoading, isFetching } = query;
  const pagination = data?.pagination;
  return { items: data?.resource ?? [], hasNextPage: pagination?.hasNextPage ?? false, total: pagination?.total, isLoading, isFetching, failed: listFailure(query) };
}

/**
 * The first page of a ResourceScreen's list (nothing in its URL: page 1, the default size, no search or order)
 * into `queryClient` before the screen shows, so it draws its rows without a skeleton. `params` and `path` as the
 * screen's own. A failure says nothing here: the screen asks again, and says so.
 */
export function prefetchResourceList(queryClient: QueryClient, client: ResourceClient, { params, path }: { params?: QueryParams; path?: string } = {}) {
  const firstPage: QueryParams = { ...params, page: 1, limit: DEFAULT_PAGE_SIZE };
  const query = listQuery(queryClient, client, firstPage, path);
  fetchedAhead.add(hashKey(query.queryKey));
  return queryClient.prefetchQuery({ ...query, meta: { quiet: true } });
}

/**
 * One record through the query cache: [path, 'detail', id]. Its name, as its contract labels it, goes to the
 * core (nameRecord) for the host's breadcrumbs: the host never reads this cache.
 */
export function useResourceRecord<C extends AnyContract>(client: ResourceClient<C>, id: number, { enabled = true } = {}) {
  const record = useQuery({
    queryKey: [...client.key, 'detail', id],
    queryFn: () => client.get(id),
    select: (answer) => answer.resource,
    enabled,
    staleTime: 60_000,
  });
  const { contract } = client;
  const { data } = record;
  useEffect(() => {
    if (data) nameRecord(contract.path, id, contract.label(data));
  }, [contract, id, data]);
  return record;
}

export interface EditConfig<C extends AnyContract> {
  /** The fields of the form (default: every field the contract lets an update change). */
  fields?: readonly string[];
  /**
   * The form's rule, where it holds more than the update (an admin's role, saved by its own call), or the
   * rule of each row (a name no *other* template has).
   */
  schema?: z.ZodType<FieldValues, FieldValues> | ((row: RowOf<C>) => z.ZodType<FieldValues, FieldValues>);
  /** Controls of this form's fields particular to the screen ('Nueva contraseña'). */
  overrides?: FieldOverrides;
  /**
   * Default: PATCH {path}/{id} with the changed fields. `changed` names them. `row` is the record the save is made
   * from: pass it as the call's `from` (its version goes as If-Match).
   */
  submit?(row: RowOf<C>, values: FieldValues, changed: string[]): Promise<unknown>;
  /** Particular to the screen, below the form (a role's permissions, an admin's organizations). */
  extra?(row: RowOf<C>): ReactNode;
  /** Rows that may be edited (default all): a deleted admin offers only its row actions. */
  when?(row: RowOf<C>): boolean;
  /**
   * Why the signed-in admin may not change this row although their role may change others (a superadmin's
   * row for anyone else): the row is read-only and cannot be deleted, and says why.
   */
  refuse?(row: RowOf<C>): string | undefined;
  /** Default: the contract's 'Rol actualizado'. */
  success?: string;
  /** The save button's label (default 'Guardar'): a record's own form may say 'Actualizar' (spec 3: status, configuration). */
  submitLabel?: string;
  /**
   * One of several forms of a record on one page (a partner's business and contact information): its
   * heading and accessible name, and a draft of its own.
   */
  title?: string;
}

export interface RemoveConfig<C extends AnyContract> {
  /** Rows that may be deleted (default all). */
  when?(row: RowOf<C>): boolean;
  /** After the delete (a detail screen leaves for its list). */
  onRemoved?(row: RowOf<C>): void;
  /**
   * A soft delete that can be taken back: its toast offers 'Deshacer' for a few seconds, which restores the row
   * as the delete answered it (an admin: PATCH admin/{id}/restore) and says `success`. Default: the machine's
   * restore where the contract has one (contractUndo).
   */
  undo?: Undo<C>;
}

export interface CreateConfig {
  /** The fields of the dialog (default: every field the contract's create takes). */
  fields?: readonly string[];
  /** The dialog's rule, where it holds more than the create (a name no other template has). */
  schema?: z.ZodType<FieldValues, FieldValues>;
  /** Default: POST {path}. */
  submit?(values: FieldValues): Promise<unknown>;
  /** Start values beyond the contract's defaults (an organization's accounts: its organization). */
  defaults?: FieldValues;
}

interface EditorProps<C extends AnyContract> {
  client: ResourceClient<C>;
  row: RowOf<C>;
  edit?: EditConfig<C> | false;
  remove?: RemoveConfig<C> | false;
  actions?(row: RowOf<C>): ReactNode;
  /** Controls of the form's fields particular to the screen. */
  overrides?: FieldOverrides;
}

/** The fields of a form that changed, from the rule's output (a blank password was dropped by the rule). */
function changedOnly(values: FieldValues, dirty: Partial<Record<string, unknown>>) {
  const changed = Object.keys(dirty).filter((key) => dirty[key] && key in values);
  return { changed, body: Object.fromEntries(changed.map((key) => [key, values[key]])) };
}

/**
 * A row's edit form with 'Guardar' (the changed fields only), 'Eliminar' after confirmation, and the screen's
 * extras; also a record's form on its own (personalization). What was typed survives closing the row, a
 * failed save, and the row leaving the page (the screen's drafts).
 */
export function ResourceEditor<C extends AnyContract>({ client, row, edit: editConfig, remove: removeConfig, actions, overrides }: EditorProps<C>) {
  const { contract } = client;
  const id = client.id(row);
  // By resource: a detail page keeps its record's draft and its sections' rows in one set.
  const draftKey = `${contract.path}/${id}${editConfig && editConfig.title ? `/${editConfig.title}` : ''}`;
  const edit = editConfig !== false && contract.canUpdate && (editConfig?.when?.(row) ?? true) ? (editConfig ?? {}) : undefined;
  const { resource: permission, many } = permissionOf(contract);
  const mayUpdate = useCan(permission, 'update', many);
  const mayDelete = useCan(permission, 'delete', many);
  // Every record staff change has its audit trail, for those who may read it (unless it is kept on another record).
  const history =
    useCan(auditContract.path, 'read').allowed && contract.audit !== false && (contract.canCreate || contract.canUpdate || contract.canRemove);
  const offersRemove = removeConfig !== false && contract.canRemove && (removeConfig?.when?.(row) ?? true);
  const refusedRow = editConfig ? editConfig.refuse?.(row) : undefined;
  const remove = offersRemove && mayDelete.allowed && !refusedRow;
  // What the admin's role does not allow stays visible, read-only, with the reason.
  const locked = Boolean(edit) && (!mayUpdate.allowed || Boolean(refusedRow));
  // The role's own limits first; a row refused to this admin says so where the role would allow it.
  const refusals = [
    edit && !mayUpdate.allowed && mayUpdate.reason,
    offersRemove && !mayDelete.allowed && mayDelete.reason,
    refusedRow && (mayUpdate.allowed || (offersRemove && mayDelete.allowed)) && refusedRow,
  ].filter(Boolean);
  const keys = edit?.fields ?? contract.updateFields;
  const fields = useMemo(
    () => contractFields(contract, keys, { ...overrides, ...edit?.overrides }),
    [contract, keys, overrides, edit?.overrides],
  );
  const [confirming, setConfirming] = useState(false);
  const drafts = useDrafts();
  const formElement = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);

  const schema = edit ? ((typeof edit.schema === 'function' ? edit.schema(row) : edit.schema) ?? contract.schemas.edit) : undefined;
  const form = useForm<FieldValues>({
    resolver: schema ? zodResolver(schema) : undefined,
    // Follows the row when the list reloads, without overwriting what the user is typing.
    values: edit ? contractValues(contract, keys, row) : undefined,
    resetOptions: { keepDirtyValues: true },
    mode: 'onChange',
  });

  // What was typed in this row before it left the page comes back (once, when the row mounts) ...
  useEffect(() => {
    const draft = drafts?.get(draftKey);
    if (draft) for (const [key, value] of Object.entries(draft)) form.setValue(key, value, { shouldDirty: true, shouldValidate: true });
  }, [drafts, draftKey, form]);
  // ... and what is typed now is kept as the row's draft until it is saved or undone.
  const typed = useWatch({ control: form.control });
  // Read at every render: formState only tracks what is read (and `||` would skip isValid).
  const { isDirty, dirtyFields, isValid } = form.formState;
  // Why 'Guardar' waits: nothing changed yet, or what the rule still refuses ('Completa el nombre.').
  const saveReason = useButtonReason(!isDirty ? SAVE_WAITS : !isValid && schema ? formWaits(contract, schema, typed) : null);
  useEffect(() => {
    const dirty = Object.keys(dirtyFields).filter((key) => dirtyFields[key]);
    drafts?.set(draftKey, isDirty && dirty.length > 0 ? Object.fromEntries(dirty.map((key) => [key, typed[key]])) : undefined);
  }, [drafts, draftKey, typed, isDirty, dirtyFields]);

  // What was typed when 'Guardar' was pressed: once saved it is the form's new starting point, so 'Guardar'
  // waits for the next change and the reloaded row replaces it; anything typed meanwhile stays dirty.
  const submitted = useRef<FieldValues | null>(null);
  // A save or delete refused because someone changed the record meanwhile: the record now, and the values the
  // form had started from (to tell their change from the editor's).
  const [conflict, setConflict] = useState<{ conflict: Conflict; base: FieldValues; deleting: boolean } | null>(null);
  const queryClient = useQueryClient();
  const save = useResourceMutation(
    client,
    ({ values, changed, body, from = row }: { values: FieldValues; changed: string[]; body: FieldValues; from?: RowOf<C> }) =>
      edit?.submit ? edit.submit(from, values, changed) : client.update(id, body, from),
    {
      success: edit?.success ?? contract.texts.updated,
      resolvesConflicts: true,
      onSuccess: () => {
        setConflict(null);
        // keepDirtyValues (the form's resetOptions) would keep the saved fields dirty: say no to it here.
        if (submitted.current) form.reset(submitted.current, { keepValues: true, keepDirtyValues: false });
        // 'Guardar' is disabled now: keep the focus in the row rather than on the page's body.
        const active = document.activeElement;
        if (!active || active === document.body || active === saveButton.current) formElement.current?.focus();
      },
    },
  );
  // Once deleted, the focus goes to the row's place in the table (RowFocus.place), not back to a gone 'Eliminar'.
  const rowFocus = useRowFocus();
  const deleted = useRef(false);
  const focusAfterDelete = () => (deleted.current ? (rowFocus?.place(id) ?? null) : null);
  const undo = (removeConfig && removeConfig.undo) ?? contractUndo(client);
  const destroy = useResourceMutation(client, (from: RowOf<C> = row) => client.remove(id, from), {
    success: undo ? undefined : contract.texts.deleted,
    resolvesConflicts: true,
    onSuccess: (answer) => {
      if (undo) notifyUndoableDelete(queryClient, client, contract.texts.deleted, undo, answer.resource ?? row);
      deleted.current = true;
      // Its own queries (the record, its links) may still be read before the screen lets them go: not a failure.
      recordDeleted([[...client.key, 'detail', id], [...client.key, id]]);
      setConfirming(false);
      setConflict(null);
      drafts?.set(draftKey, undefined);
      if (removeConfig) removeConfig.onRemoved?.(row);
    },
  });
  /** A stale write: the dialog, and the lists and records refreshed (the row shown is the record as it is now). */
  const onConflict = (found: Conflict, deleting: boolean) => {
    setConfirming(false);
    setConflict({ conflict: found, base: contractValues(contract, keys, row), deleting });
    void queryClient.invalidateQueries({ queryKey: client.key });
  };
  const onSaveError = (error: unknown) => {
    const found = conflictOf(error);
    if (found) return onConflict(found, false);
    const refused = refusedField(error, keys);
    if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
  };
  const onDeleteError = (error: unknown) => {
    const found = conflictOf(error);
    if (found) onConflict(found, true);
  };
  const current = conflict?.conflict.current as RowOf<C> | null | undefined;
  /** 'Conservar mis cambios': what was typed, saved over the record as it is now. */
  const keepMine = () => {
    if (!current) return;
    const values = form.getValues();
    submitted.current = values;
    save.mutate({ values, from: current, ...changedOnly(values, form.formState.dirtyFields) }, { onError: onSaveError });
  };
  /** 'Descartar los míos': the form takes the record as it is now. */
  const discardMine = () => {
    // Not the form's own keepDirtyValues: what was typed goes. The controls stay mounted: they are given the values.
    if (current) form.reset(contractValues(contract, keys, current), { keepDirtyValues: false, keepFieldsRef: true });
    drafts?.set(draftKey, undefined);
    setConflict(null);
  };

  const label = contract.label(row);
  // 'Eliminar' and the screen's own buttons: beside 'Guardar', or alone when the row has no edit form.
  const rowButtons = (
    <>
      {remove && (
        <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Eliminar
        </Button>
      )}
      {actions?.(row)}
      {history && <HistoryButton contract={contract} id={id} label={label} />}
    </>
  );

  return (
    <Stack gap="5">
      {edit?.title && (
        <Heading as="h2" size="md">
          {edit.title}
        </Heading>
      )}
      {edit && (
        <chakra.form
          ref={formElement}
          tabIndex={-1}
          aria-label={edit.title ?? contract.texts.edit(label)}
          noValidate
          // Where the focus waits after 'Guardar': visibly, for whoever moves with the keyboard.
          focusVisibleRing="outside"
          rounded="sm"
          onSubmit={form.handleSubmit((values) => {
            submitted.current = form.getValues();
            save.mutate({ values, ...changedOnly(values, form.formState.dirtyFields) }, { onError: onSaveError });
          })}
        >
          <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
              <FormFields form={form} fields={fields} />
            </SimpleGrid>
          </fieldset>
          <HStack mt="4" gap="3" wrap="wrap">
            {!locked && (
              <Button
                ref={saveButton}
                type="submit"
                size={BUTTON_SIZE.row}
                loading={save.isPending}
                disabled={!isDirty || !isValid}
                aria-describedby={saveReason.describedBy}
              >
                {edit.submitLabel ?? 'Guardar'}
              </Button>
            )}
            {rowButtons}
            {!locked && saveReason.text}
          </HStack>
        </chakra.form>
      )}
      {!edit && (remove || actions || history) && (
        <HStack gap="3" wrap="wrap">
          {rowButtons}
        </HStack>
      )}
      {refusals.map((reason) => (
        <Text key={String(reason)} fontSize="sm" color="fg.muted">
          {reason}
        </Text>
      ))}
      {edit?.extra?.(row)}
      {remove && (
        <ConfirmDialog
          open={confirming}
          title={contract.texts.deleteTitle}
          what={contract.texts.what(label)}
          loading={destroy.isPending}
          onConfirm={() => destroy.mutate(undefined, { onError: onDeleteError })}
          onCancel={() => setConfirming(false)}
          finalFocus={focusAfterDelete}
        />
      )}
      {edit && (
        <ConflictDialog
          open={Boolean(conflict && !conflict.deleting)}
          contract={contract}
          conflict={conflict?.conflict ?? null}
          changes={
            conflict && current
              ? conflictChanges(contract, keys, {
                  base: conflict.base,
                  current: contractValues(contract, keys, current),
                  typed: typed,
                  dirty: Object.keys(dirtyFields).filter((key) => dirtyFields[key]),
                })
              : []
          }
          loading={save.isPending}
          onKeep={keepMine}
          onDiscard={discardMine}
          onClose={() => setConflict(null)}
        />
      )}
      {remove && (
        // A delete of a record changed since it was shown asks again, naming the change.
        <QuestionDialog
          open={Boolean(conflict?.deleting)}
          title={contract.texts.deleteTitle}
          question={conflict ? `${conflictText(contract, conflict.conflict)} ${contract.texts.confirmDelete(label)}` : ''}
          confirmLabel={messages.confirmYes}
          cancelLabel={messages.confirmNo}
          loading={destroy.isPending}
          onConfirm={() => current && destroy.mutate(current, { onError: onDeleteError })}
          onCancel={() => setConflict(null)}
          finalFocus={focusAfterDelete}
        />
      )}
    </Stack>
  );
}

/**
 * Ticks and 'Eliminar selección (N)' on a plain list (the contract's own calls, a role that may delete): a tick per
 * row that may be deleted and 'Seleccionar todo' of the page; after the contract's question, one call for all
 * (DELETE {path}: all or none, each row at the version it was shown at). A row someone changed meanwhile asks again,
 * naming the change; once deleted, a toast says how many and the focus goes to the first one's place. Where the
 * contract restores, the toast's 'Deshacer' takes the whole selection back in one call (PATCH {path}/restore) and,
 * once the list shows them again, the focus goes to the first one. The selection is of the rows shown: another page,
 * search or order starts without one.
 */
function useDeleteSelection<C extends AnyContract>(
  client: ResourceClient<C>,
  rows: RowOf<C>[],
  pageKey: string,
  deletable: (row: RowOf<C>) => boolean,
  restoreMany: Undo<C>['restoreMany'],
) {
  const { contract } = client;
  const [ticked, setTicked] = useState<{ page: string; ids: ReadonlySet<Key> }>({ page: pageKey, ids: new Set() });
  const selected = useMemo(() => (ticked.page === pageKey ? ticked.ids : new Set<Key>()), [ticked, pageKey]);
  const chosen = rows.filter((row) => selected.has(client.id(row)));
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const focusRef = useRef<RowFocus>(null);
  // The first row deleted (in the page's order): the focus goes to its place.
  const deletedFirst = useRef<Key | null>(null);
  // After 'Deshacer', the first row restored: focused once the list shows it again, unless the focus moved on from
  // where it was when 'Deshacer' was pressed (`from`).
  const [restoredFirst, setRestoredFirst] = useState<{ key: Key; from: Element | null } | null>(null);
  useEffect(() => {
    if (restoredFirst === null || !rows.some((row) => client.id(row) === restoredFirst.key)) return;
    setRestoredFirst(null);
    // Still there, or gone with the toast (its 'Deshacer' pressed from the keyboard, the toast closing).
    const active = document.activeElement;
    if (!active || active === document.body || active === restoredFirst.from || active.closest('[data-scope="toast"]')) {
      focusRef.current?.place(restoredFirst.key)?.focus();
    }
  }, [restoredFirst, rows, client]);
  const queryClient = useQueryClient();
  const destroy = useResourceMutation(client, (from: RowOf<C>[]) => client.removeMany!(from), {
    // Where the rows can be restored, the toast offers 'Deshacer' (below) instead.
    success: restoreMany ? undefined : (answer) => contract.texts.deletedMany(answer.resource.length),
    resolvesConflicts: true,
    onSuccess: (answer) => {
      if (restoreMany) {
        const first = deletedFirst.current;
        notifyUndoable(queryClient, client, contract.texts.deletedMany(answer.resource.length), () => restoreMany(answer.resource), (from) =>
          setRestoredFirst(first === null ? null : { key: first, from }),
        );
      }
      setTicked({ page: pageKey, ids: new Set() });
      setConfirming(false);
      setConflict(null);
    },
  });
  const send = (from: RowOf<C>[]) => {
    deletedFirst.current = from.length > 0 ? client.id(from[0]) : null;
    destroy.mutate(from, {
      // A refusal keeps the question, to try again or cancel; a change made meanwhile asks again, naming it.
      onError: (error) => {
        deletedFirst.current = null;
        const found = conflictOf(error);
        if (!found) return;
        setConfirming(false);
        setConflict(found);
      },
    });
  };
  // Asked again: the changed row as it is now, the others as they were shown.
  const current = conflict?.current as RowOf<C> | null | undefined;
  const again = () => send(chosen.map((row) => (current && client.id(current) === client.id(row) ? current : row)));
  const finalFocus = () => (deletedFirst.current === null ? null : (focusRef.current?.place(deletedFirst.current) ?? null));
  const selection = useMemo<RowSelection<RowOf<C>>>(
    () => ({
      selected,
      onChange: (ids) => setTicked({ page: pageKey, ids }),
      label: (row) => `Seleccionar ${contract.label(row)}`,
      allLabel: 'Seleccionar todo',
      disabled: destroy.isPending,
      enabled: deletable,
    }),
    [selected, pageKey, contract, destroy.isPending, deletable],
  );
  const count = chosen.length;
  const question = contract.texts.selected(count);
  const { gender, many } = contract.names;
  const controls = (
    <>
      <HStack gap="3" wrap="wrap">
        <RemoveSelectionButton
          label={count > 0 ? `Eliminar selección (${formatNumber(count)})` : 'Eliminar selección'}
          count={count}
          rows={rows.filter(deletable).length}
          tick={`Marca ${gender === 'f' ? 'las' : 'los'} ${many} que quieres eliminar.`}
          loading={destroy.isPending}
          onRemove={() => setConfirming(true)}
        />
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={contract.texts.deleteManyTitle}
        what={question}
        loading={destroy.isPending}
        onConfirm={() => send(chosen)}
        onCancel={() => setConfirming(false)}
        finalFocus={finalFocus}
      />
      <QuestionDialog
        open={Boolean(conflict)}
        title={contract.texts.deleteManyTitle}
        question={conflict ? `${conflictText(contract, conflict)} ${messages.confirmDelete(question)}` : ''}
        confirmLabel={messages.confirmYes}
        cancelLabel={messages.confirmNo}
        loading={destroy.isPending}
        onConfirm={again}
        onCancel={() => setConflict(null)}
        finalFocus={finalFocus}
      />
    </>
  );
  return { selection, focusRef, controls };
}

export interface SearchSpec extends SearchField {
  /** Accessible name and placeholder: 'Buscar por nombre'. */
  label: string;
  /**
   * A control of its own instead of the search box (a select, a date), for a filter kept in the URL like
   * any search: its label, its text as typed, how to change it, and every search's text (a filter that
   * needs another).
   */
  render?(filter: { label: string; value: string; onChange(text: string): void; values: Record<string, string> }): ReactNode;
}

export interface ResourceScreenProps<C extends AnyContract> {
  contract: C;
  /** Its calls' client, where they do not go to the contract's own paths (scopedClient: an account's lists). */
  client?: ResourceClient<C>;
  columns: readonly ColumnSpec<C>[];
  /** Default: the contract's title ('Plataformas'). */
  title?: string;
  /** 2: the list is a section of another screen (its title an h2). Default 1: the screen itself. */
  level?: 1 | 2;
  /** Default: the contract's searches ('Buscar plataforma', 500 ms). */
  searches?: readonly SearchSpec[];
  /** Parameters every list call carries: { show_deleted: true }. */
  params?: QueryParams;
  /** Another list of the same rows: `organization/7/accounts`. */
  listPath?: string;
  /** The create dialog (default when the contract creates); false: none. */
  create?: CreateConfig | false;
  /** The edit row (default when the contract updates); false: none. */
  edit?: EditConfig<C> | false;
  /** 'Eliminar' in the edit row (default when the contract deletes); false: none. */
  remove?: RemoveConfig<C> | false;
  /** Controls of fields particular to the screen, in the create dialog and the edit row. */
  fields?: FieldOverrides;
  /** Buttons of the edit row beside 'Guardar' / 'Eliminar' ('Habilitar administrador'). */
  rowActions?(row: RowOf<C>): ReactNode;
  /** What a row shows when opened, below its edit form if it has one (an audit row's changes). */
  details?(row: RowOf<C>): ReactNode;
  highlight?(row: RowOf<C>): boolean;
  /** Header buttons beside the create button (a bulk-create dialog). */
  actions?: ReactNode;
  /**
   * 'Exportar CSV' in the header (default): every row the list's searches, filters and order give, as the API's
   * `{list}/export.csv` writes them. false: none (a screen with the spec's own CSV, a list the API does not export).
   */
  exportCsv?: false;
  /** Between the header and the search (recent cards). */
  children?: ReactNode;
}

const DEFAULT_DEBOUNCE_MS = 500;

/** The default search boxes: the contract's searches, the first one named after the resource. */
function contractSearches(contract: AnyContract): SearchSpec[] {
  return (contract.list?.search ?? []).map((param: string, index: number) => ({
    param,
    // 'Buscar por nombre del destinatario': the field's noun without its article.
    label: index === 0 ? contract.texts.search : `Buscar por ${contract.fields[param]?.words.the.replace(/^(el|la|los|las) /, '') ?? param}`,
    debounceMs: DEFAULT_DEBOUNCE_MS,
  }));
}

export function ResourceScreen<C extends AnyContract>(props: ResourceScreenProps<C>) {
  // One screen, one set of drafts and one guard against leaving it with unsaved changes: a list that is a
  // section of a detail page joins the page's (a router has one blocker at a time).
  const outer = useDrafts();
  if (outer) return <ResourceList {...props} />;
  return (
    <DraftsProvider>
      <ResourceList {...props} />
    </DraftsProvider>
  );
}

function ResourceList<C extends AnyContract>({
  contract,
  client: scoped,
  columns: columnSpecs,
  title = contract.texts.title,
  level,
  searches: searchSpecs,
  params,
  listPath,
  create,
  edit,
  remove,
  fields: overrides,
  rowActions,
  details,
  highlight,
  actions,
  exportCsv,
  children,
}: ResourceScreenProps<C>) {
  const client = scoped ?? resourceClient(contract);
  const [searches] = useState(() => searchSpecs ?? contractSearches(contract));
  const list = useListState({ searches: searches.map(({ param, debounceMs }) => ({ param, debounceMs })), sorts: contract.sorts });
  const page = useResourceList(client, { ...params, ...list.params }, listPath);
  const columns = useMemo(() => contractColumns(contract, columnSpecs), [contract, columnSpecs]);
  const editable = edit !== false && contract.canUpdate;
  const removable = remove !== false && contract.canRemove;
  // Rows are memoised on this: describe edit/remove/rowActions/fields at module level (or useMemo) so
  // opening one row of 300 re-renders that row only.
  const expand = useMemo(() => {
    const editor = editable || removable || Boolean(rowActions);
    if (!editor && !details) return undefined;
    return {
      // A row that only shows something is opened to see it ('Ver Organización 12'), not to edit it.
      label: (row: RowOf<C>) => (editor ? contract.texts.edit(contract.label(row)) : `Ver ${contract.label(row)}`),
      render: (row: RowOf<C>) => {
        const form = editor && <ResourceEditor client={client} row={row} edit={edit} remove={remove} actions={rowActions} overrides={overrides} />;
        return details ? (
          <Stack gap="5">
            {form}
            {details(row)}
          </Stack>
        ) : (
          form
        );
      },
    };
  }, [contract, client, editable, removable, edit, remove, rowActions, details, overrides]);
  const { resource: permission, many } = permissionOf(contract);
  const mayCreate = useCan(permission, 'create', many);
  const mayDelete = useCan(permission, 'delete', many);
  // Ticks on plain lists only: a parent's items (scopedClient) are deleted at its paths, one by one.
  const selects = removable && Boolean(client.removeMany) && mayDelete.allowed;
  const deletable = useCallback(
    (row: RowOf<C>) => (remove ? (remove.when?.(row) ?? true) : true) && !(edit && edit.refuse?.(row)),
    [remove, edit],
  );
  // The screen's own undo where it has one (an admin's), else the machine's restore.
  const restoreMany = ((remove && remove.undo) || contractUndo(client))?.restoreMany;
  const bulk = useDeleteSelection(client, page.items, JSON.stringify([listPath, list.params]), deletable, restoreMany);
  const createKeys = (create && create.fields) || contract.createFields;
  const [creating, setCreating] = useState(false);
  const offersCreate = create !== false && contract.canCreate;
  // Nothing in the list yet (nothing searched, the first page): it says so, with the action that fills it.
  const nothingYet = offersCreate && mayCreate.allowed && list.page === 1 && Object.values(list.searches).every((text) => !text.trim());
  const empty = nothingYet && (
    <Stack gap="3" align="center">
      <Text color="fg.muted">{contract.texts.empty}</Text>
      <Button size={BUTTON_SIZE.row} variant="outline" onClick={() => setCreating(true)}>
        {contract.texts.createFirst}
      </Button>
    </Stack>
  );
  const createDialog = offersCreate && (
    <FormDialog
      title={contract.texts.createTitle}
      schema={create?.schema ?? contract.schemas.create}
      fields={contractFields(contract, createKeys, overrides)}
      defaultValues={{ ...contractDefaults(contract, createKeys), ...create?.defaults }}
      onSubmit={create?.submit ?? ((values) => client.create(values))}
      successMessage={contract.texts.created}
      invalidate={client.key}
      explain={(issues, values) => missingSentence(contract, issues, values)}
      refused={mayCreate.reason}
      open={creating}
      onOpenChange={setCreating}
    />
  );
  // What the list shows, every page of it: its parameters but the page and its size.
  const { page: _page, limit: _limit, ...shown } = { ...params, ...list.params };
  const exportButton = exportCsv !== false && (
    <DownloadButton
      label={messages.exportCsv}
      path={exportPath(listPath ?? contract.path)}
      download={{ what: contract.names.many, fallbackName: `${contract.names.many}.csv`, searchParams: shown, api: contract.api }}
    />
  );
  return (
    <>
      <PageHeader
        title={title}
        level={level}
        actions={
          (createDialog || actions || exportButton) && (
            <HStack gap="3" wrap="wrap">
              {actions}
              {exportButton}
              {createDialog}
            </HStack>
          )
        }
      />
      {children}
      {searches.length > 0 && (
        <HStack gap="3" wrap="wrap" align="start">
          {searches.map((search) => {
            const value = list.searches[search.param] ?? '';
            const onChange = (text: string) => list.setSearchOf(search.param, text);
            return search.render ? (
              <Fragment key={search.param}>{search.render({ label: search.label, value, onChange, values: list.searches })}</Fragment>
            ) : (
              <SearchBox key={search.param} label={search.label} value={value} onChange={onChange} />
            );
          })}
        </HStack>
      )}
      {selects && bulk.controls}
      <PagedTable
        label={title}
        columns={columns}
        rowKey={client.id}
        expand={expand}
        highlight={highlight}
        list={list}
        result={page}
        empty={empty || undefined}
        selection={selects ? bulk.selection : undefined}
        focusRef={bulk.focusRef}
      />
    </>
  );
}
