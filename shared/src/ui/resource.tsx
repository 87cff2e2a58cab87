/**
 * The screen half of the resource machine. A screen describes its resource (columns, searches, the create
 * dialog, the edit row, delete) and <ResourceScreen> renders the whole pattern of spec 2 §1: title and
 * create button, search boxes, paged table whose rows expand into an edit form, confirmed delete, toasts.
 * Only what is particular to a screen is written by hand, through `extra`, `rowActions` and `actions`.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { QueryParams, Resource } from '@console/shared';
import type { z } from '@console/shared/schemas';
import { ConfirmDialog } from './ConfirmDialog';
import type { Column } from './DataTable';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { FormFields, zodResolver, type FieldSpec } from './form';
import { useListState, usePagedList, type SearchField } from './list';
import { PageHeader } from './PageHeader';
import { PagedTable } from './PagedTable';
import { SearchBox } from './SearchBox';
import { notifySuccess } from './toaster';

/** The cache key of every list and record of a resource: invalidating it refreshes them all. */
export const resourceKey = (resource: Resource<unknown>): QueryKey => [resource.path];

/**
 * A write of a resource: on success it toasts `success` and refreshes the resource's lists; failures are
 * toasted by ConsoleProviders with the catalogue message, and the screen keeps what the user typed.
 */
export function useResourceMutation<V, R>(
  resource: Resource<unknown>,
  write: (values: V) => Promise<R>,
  { success, onSuccess }: { success?: string | ((result: R) => string); onSuccess?(result: R): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      const text = typeof success === 'function' ? success(result) : success;
      if (text) notifySuccess(text);
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
    },
  });
}

/** A page of a resource's list through the query cache, keyed by its params. */
export function useResourceList<T>(resource: Resource<T>, params: QueryParams) {
  return usePagedList([resource.path, 'list', params], () => resource.list(params));
}

export interface EditSpec<T, I extends FieldValues, O> {
  /** The rule of the form, the same schema the API validates with. */
  schema: z.ZodType<O, I>;
  fields: FieldSpec<I>[];
  /** The form's values for a row. */
  values(row: T): DefaultValues<I>;
  /** Toast after saving: 'Rol actualizado'. */
  success: string;
  /** Default: PATCH {path}/{id} with the form's output. */
  submit?(row: T, values: O): Promise<unknown>;
  /** Particular to the screen, below the form (a role's permissions, an admin's organizations). */
  extra?(row: T): ReactNode;
  /** Rows that may be edited (default all): a deleted admin offers only its row actions. */
  when?(row: T): boolean;
}

export interface RemoveSpec<T> {
  /** As the question reads it: 'el rol Soporte'. */
  what(row: T): string;
  /** Toast after deleting: 'Rol eliminado'. */
  success: string;
  /** Rows that may be deleted (default all). */
  when?(row: T): boolean;
}

interface EditorProps<T, I extends FieldValues, O> {
  resource: Resource<T>;
  row: T;
  edit?: EditSpec<T, I, O>;
  remove?: RemoveSpec<T>;
  actions?(row: T): ReactNode;
}

/** The expanded row: the edit form with 'Guardar', 'Eliminar' after confirmation, and the screen's extras. */
export function ResourceEditor<T, I extends FieldValues, O>({ resource, row, edit: editSpec, remove: removeSpec, actions }: EditorProps<T, I, O>) {
  const id = resource.id(row);
  const edit = editSpec && (editSpec.when?.(row) ?? true) ? editSpec : undefined;
  const remove = removeSpec && (removeSpec.when?.(row) ?? true) ? removeSpec : undefined;
  const [confirming, setConfirming] = useState(false);
  const form = useForm<I, unknown, O>({
    resolver: edit ? zodResolver(edit.schema) : undefined,
    // Follows the row when the list reloads, without overwriting what the user is typing.
    values: edit?.values(row) as I | undefined,
    resetOptions: { keepDirtyValues: true },
    mode: 'onChange',
  });
  // What was typed when 'Guardar' was pressed: once saved it is the form's new starting point, so 'Guardar'
  // waits for the next change and the reloaded row (the server's values) replaces it; anything typed
  // while the save was on its way stays, and stays dirty.
  const submitted = useRef<I | null>(null);
  const save = useResourceMutation(
    resource,
    (values: O) => (edit?.submit ? edit.submit(row, values) : resource.update(id, values)),
    {
      success: edit?.success,
      onSuccess: () => {
        // keepDirtyValues (the form's resetOptions) would keep the saved fields dirty: say no to it here.
        if (submitted.current) form.reset(submitted.current, { keepValues: true, keepDirtyValues: false });
      },
    },
  );
  const destroy = useResourceMutation(resource, () => resource.remove(id, row), {
    success: remove?.success,
    onSuccess: () => setConfirming(false),
  });

  // 'Eliminar' and the screen's own buttons: beside 'Guardar', or alone when the row has no edit form.
  const rowButtons = (
    <>
      {remove && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Eliminar
        </Button>
      )}
      {actions?.(row)}
    </>
  );

  return (
    <Stack gap="5">
      {edit && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            submitted.current = form.getValues();
            save.mutate(values);
          })}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <FormFields form={form} fields={edit.fields} />
          </SimpleGrid>
          <HStack mt="4" gap="3" wrap="wrap">
            <Button type="submit" size="sm" loading={save.isPending} disabled={!form.formState.isDirty}>
              Guardar
            </Button>
            {rowButtons}
          </HStack>
        </form>
      )}
      {!edit && (remove || actions) && (
        <HStack gap="3" wrap="wrap">
          {rowButtons}
        </HStack>
      )}
      {edit?.extra?.(row)}
      {remove && (
        <ConfirmDialog
          open={confirming}
          what={remove.what(row)}
          loading={destroy.isPending}
          onConfirm={() => destroy.mutate(undefined)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}

export interface SearchSpec extends SearchField {
  /** Accessible name and placeholder: 'Buscar por nombre'. */
  label: string;
}

export interface ResourceScreenProps<T, CI extends FieldValues, CO, UI extends FieldValues, UO> {
  resource: Resource<T>;
  /** Page title and the table's accessible name: 'Roles'. */
  title: string;
  columns: Column<T>[];
  searches?: SearchSpec[];
  /** Parameters every list call carries: { show_deleted: true }. */
  params?: QueryParams;
  /** The create dialog; submits to POST {path} unless it says otherwise. */
  create?: Omit<FormDialogProps<CI, CO>, 'onSubmit' | 'invalidate'> & { onSubmit?(values: CO): Promise<unknown> };
  edit?: EditSpec<T, UI, UO>;
  remove?: RemoveSpec<T>;
  /** The toggle's accessible name of a row: 'Editar Soporte'. */
  rowLabel(row: T): string;
  /** Buttons of the edit row beside 'Guardar' / 'Eliminar' ('Habilitar administrador'). */
  rowActions?(row: T): ReactNode;
  highlight?(row: T): boolean;
  /** Header buttons beside the create button (a bulk-create dialog). */
  actions?: ReactNode;
  /** Between the header and the search (recent cards). */
  children?: ReactNode;
}

export function ResourceScreen<T, CI extends FieldValues, CO, UI extends FieldValues, UO>({
  resource,
  title,
  columns,
  searches,
  params,
  create,
  edit,
  remove,
  rowLabel,
  rowActions,
  highlight,
  actions,
  children,
}: ResourceScreenProps<T, CI, CO, UI, UO>) {
  const list = useListState({ searches: searches?.map(({ param, debounceMs }) => ({ param, debounceMs })) });
  const page = useResourceList(resource, { ...params, ...list.params });
  // Rows are memoised on this: describe edit/remove/rowActions/rowLabel at module level (or useMemo) so
  // opening one row of 300 re-renders that row only.
  const expand = useMemo(
    () => ({
      label: rowLabel,
      render: (row: T) => <ResourceEditor resource={resource} row={row} edit={edit} remove={remove} actions={rowActions} />,
    }),
    [resource, rowLabel, edit, remove, rowActions],
  );
  return (
    <>
      <PageHeader
        title={title}
        actions={
          (create || actions) && (
            <HStack gap="3" wrap="wrap">
              {actions}
              {create && (
                <FormDialog<CI, CO>
                  {...create}
                  onSubmit={create.onSubmit ?? ((values) => resource.create(values))}
                  invalidate={resourceKey(resource)}
                />
              )}
            </HStack>
          )
        }
      />
      {children}
      {searches && searches.length > 0 && (
        <HStack gap="3" wrap="wrap" align="start">
          {searches.map((search) => (
            <SearchBox
              key={search.param}
              label={search.label}
              value={list.searches[search.param] ?? ''}
              onChange={(text) => list.setSearchOf(search.param, text)}
            />
          ))}
        </HStack>
      )}
      <PagedTable
        label={title}
        columns={columns}
        rowKey={resource.id}
        expand={edit || remove || rowActions ? expand : undefined}
        highlight={highlight}
        list={list}
        result={page}
      />
    </>
  );
}
