/**
 * A user's values of the account's variables (spec 3 §2, §3, §9): Nombre, Tipo and the value cut to 99
 * characters and an ellipsis (the whole of it in the cell's title, and in the row's form, which saves one value:
 * PATCH user_attribute_value/{id}). Ticked values take one new value at once ('Actualizar selección': PATCH
 * account/{id}/user_attributes/{user_id}), enabled only with a selection and a value.
 */
import { useId, useMemo, useState, type Key } from 'react';
import { Button, Field, HStack, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  displayValue,
  fillPath,
  userAttributeTypeLabel,
  userTexts,
  userValueOperations,
  userValuesBulkSchema,
  type UserAttributeValueRow,
} from '@console/contracts';
import {
  BUTTON_SIZE,
  PagedTable,
  ResourceEditor,
  useCan,
  useListState,
  useResourceMutation,
  type Column,
  type RowExpansion,
  type RowSelection,
} from '@console/ui';
import { setValues, values } from './api';
import { usePagedRows } from './pages';

const { contract } = values;

const columns: Column<UserAttributeValueRow>[] = [
  { header: contract.fields.name.label, cell: (row) => row.name },
  { header: contract.fields.type.label, cell: (row) => userAttributeTypeLabel(row.type) },
  {
    header: contract.fields.value.label,
    cell: (row) => (
      <Text title={row.value} maxW="xl" wordBreak="break-word">
        {displayValue(row.value)}
      </Text>
    ),
  },
];

/** A value on its own, whole (a long one is read and edited here). */
const expand: RowExpansion<UserAttributeValueRow> = {
  label: (row) => contract.texts.edit(row.name),
  render: (row) => <ResourceEditor client={values} row={row} remove={false} />,
};

/** No searches: the page and its size only (the URL's `platform` is the page's). */
const NO_SEARCHES: never[] = [];

export function UserValues({ accountId, userId }: { accountId: number; userId: number }) {
  const list = useListState({ searches: NO_SEARCHES });
  const page = usePagedRows(values, fillPath(userValueOperations.ofUser.path, { id: accountId, user_id: userId }), list.params);
  const mayUpdate = useCan(contract.permission ?? contract.path, 'update', contract.names.many);
  // The selection is of the page shown: another page starts without one.
  const pageKey = JSON.stringify(list.params);
  const [ticked, setTicked] = useState<{ page: string; ids: ReadonlySet<Key> }>({ page: pageKey, ids: new Set() });
  const selected = useMemo(() => (ticked.page === pageKey ? ticked.ids : new Set<Key>()), [ticked, pageKey]);
  const [value, setValue] = useState('');
  const reasonId = useId();

  const bulk = userValuesBulkSchema.safeParse({ user_attribute_value_ids: [...selected], value });
  const save = useResourceMutation(values, (body: { user_attribute_value_ids: number[]; value: string }) => setValues(accountId, userId, body), {
    success: userTexts.valuesUpdated,
    onSuccess: () => {
      setTicked({ page: pageKey, ids: new Set() });
      setValue('');
    },
  });

  const selection = useMemo<RowSelection<UserAttributeValueRow> | undefined>(
    () =>
      mayUpdate.allowed
        ? {
            selected,
            onChange: (ids) => setTicked({ page: pageKey, ids }),
            label: (row) => `Seleccionar ${row.name}`,
            allLabel: 'Seleccionar todos los valores',
            disabled: save.isPending,
          }
        : undefined,
    [mayUpdate.allowed, selected, pageKey, save.isPending],
  );

  return (
    <Stack as="section" aria-label="Variables" gap="3">
      <Heading as="h2" size="md">
        Variables
      </Heading>
      {mayUpdate.allowed ? (
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root flex="1" minW="60" maxW="xl">
            <Field.Label>Nuevo valor</Field.Label>
            <Textarea bg="bg" autoresize rows={1} maxH="6lh" value={value} onChange={(event) => setValue(event.target.value)} />
          </Field.Root>
          <Button
            size={BUTTON_SIZE.row}
            disabled={!bulk.success}
            loading={save.isPending}
            aria-describedby={bulk.success ? undefined : reasonId}
            onClick={() => bulk.success && save.mutate(bulk.data)}
          >
            Actualizar selección
          </Button>
          {!bulk.success && (
            <Text id={reasonId} textStyle="sm" color="fg.muted">
              {bulk.error.issues[0]?.message}
            </Text>
          )}
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {mayUpdate.reason}
        </Text>
      )}
      <PagedTable label="Variables del usuario" columns={columns} rowKey={values.id} expand={expand} selection={selection} list={list} result={page} />
    </Stack>
  );
}
