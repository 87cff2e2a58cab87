/**
 * A record's linked items as a section (spec 2 §2: a custom view's accounts, a package's flows, an exam's
 * topics): the linked rows with multi-select and 'Remover selección', and an item chosen to add with 'Agregar'.
 * The section keeps the selection; the screen says how to load, add and remove. An item linked already is
 * warned here with the spec's words instead of being sent, and so is a ticked item another tab removed.
 *
 *   <LinkedItems title="Cuentas asociadas" rows={view.Accounts} rowKey={(a) => a.account_id} itemLabel={(a) => a.name}
 *     columns={columns} texts={{ empty: 'Sin cuentas asociadas', selectAll: 'Seleccionar todas las cuentas',
 *     linked: 'La cuenta ya se encuentra asociada', notLinked: 'Error removiendo la cuenta' }}
 *     mayUpdate={may.allowed} onRemove={(ids) => remove.mutateAsync(ids)} removing={remove.isPending}
 *     add={{ control: <RemoteSelect … />, chosen: chosen?.account_id ?? null, onAdd: (id) => add.mutate(id), adding: add.isPending }} />
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { notify } from '@console/core';
import { BUTTON_SIZE } from './sizes';
import { SelectableTable, type SelectableTableProps } from './SelectableTable';

export interface LinkedItemsProps<T> extends Pick<SelectableTableProps<T>, 'rowKey' | 'itemLabel' | 'columns' | 'maxH'> {
  /** The section's heading and the table's name. */
  title: string;
  /** h2 on a detail page, h3 inside a list's row (default). */
  level?: 'h2' | 'h3';
  /** undefined while loading (a failure is toasted by the client). */
  rows: readonly T[] | undefined;
  loadingFailed?: boolean;
  texts: { empty: string; selectAll: string; linked: string; notLinked: string };
  /** Without it, no ticks and no buttons (the page says why). */
  mayUpdate: boolean;
  /** Removes the ticked items; once it resolves they are unticked. */
  onRemove(ids: number[]): Promise<unknown>;
  removing: boolean;
  /** The control that chooses an item, the chosen item's id, and what adding does; or what to say instead. */
  add: { control: ReactNode; chosen: number | null; onAdd(id: number): void; adding: boolean; label?: string } | { unavailable: ReactNode };
}

export function LinkedItems<T>({ title, level = 'h3', rows, loadingFailed, texts, mayUpdate, onRemove, removing, add, ...table }: LinkedItemsProps<T>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const linked = (id: number) => rows?.some((row) => table.rowKey(row) === id) ?? false;

  function remove() {
    const ids = [...selected];
    if (ids.some((id) => !linked(id))) return notify({ type: 'warning', title: texts.notLinked });
    // The ticks follow what was sent, not what is ticked by the time it answers.
    // A failure is toasted by the screen's mutation; the ticks stay.
    onRemove(ids).then(
      () => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
      () => undefined,
    );
  }

  function addChosen() {
    if (!('control' in add) || add.chosen === null) return;
    if (linked(add.chosen)) return notify({ type: 'warning', title: texts.linked });
    add.onAdd(add.chosen);
  }

  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as={level} size={level === 'h2' ? 'md' : 'sm'}>
        {title}
      </Heading>
      {rows === undefined ? (
        !loadingFailed && (
          <Text textStyle="sm" color="fg.muted">
            Cargando…
          </Text>
        )
      ) : rows.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {texts.empty}
        </Text>
      ) : (
        <SelectableTable
          {...table}
          label={title}
          rows={rows}
          selected={selected}
          onSelectedChange={setSelected}
          allLabel={texts.selectAll}
          disabled={!mayUpdate || removing}
        />
      )}
      {mayUpdate && (
        <HStack align="end" gap="2" wrap="wrap">
          <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" disabled={selected.size === 0} loading={removing} onClick={remove}>
            Remover selección
          </Button>
          {'control' in add ? (
            <>
              <Box flex="1" minW="60">
                {add.control}
              </Box>
              <Button size={BUTTON_SIZE.row} disabled={add.chosen === null} loading={add.adding} onClick={addChosen}>
                {add.label ?? 'Agregar'}
              </Button>
            </>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              {add.unavailable}
            </Text>
          )}
        </HStack>
      )}
    </Stack>
  );
}
