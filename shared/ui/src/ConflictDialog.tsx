/**
 * Two people, one record: a save made from a version the record no longer has is refused by the API (409 with a
 * `conflict`, lib/versions.ts of the API). The editor keeps everything typed and this dialog shows the other
 * person's change beside it, field by field, with 'Conservar mis cambios' (saved over the new version) and
 * 'Descartar los míos' (the form takes the record as it is now).
 */
import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ApiError } from '@console/core';
import { formatWhen, type AnyContract, type AnyField, type Conflict } from '@console/contracts';
import { formatValue } from './columns';
import { ChangesTable } from './history';

type Row = Record<string, unknown>;

/** The conflict a failed write carries (a stale If-Match), or undefined for any other failure. */
export function conflictOf(error: unknown): Conflict | undefined {
  return error instanceof ApiError && error.status === 409 ? error.answer?.conflict : undefined;
}

/** 'Ana Ruiz cambió este plan el 27 nov, 2026 a las 14:03.', in the reader's time. */
export const conflictText = (contract: AnyContract, conflict: Conflict) =>
  contract.texts.changedMeanwhile(conflict.admin?.name ?? null, formatWhen(conflict.at));

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ConflictChange {
  key: string;
  label: string;
  /** Saved now (the other person's version). */
  saved: ReactNode;
  /** What the editor typed, when they changed this field. */
  mine?: ReactNode;
  /** Both changed it. */
  clash: boolean;
}

/**
 * The fields of a form that either side changed: `base` the values the editor started from, `current` the
 * record's values now, `typed` the form's values and `dirty` the fields the editor changed.
 */
export function conflictChanges(
  contract: AnyContract,
  keys: readonly string[],
  { base, current, typed, dirty }: { base: Row; current: Row; typed: Row; dirty: readonly string[] },
): ConflictChange[] {
  const fields = contract.fields as Record<string, AnyField>;
  const shown = (field: AnyField, value: unknown): ReactNode => (field.secret ? '••••••' : value === null || value === undefined || value === '' ? '-' : formatValue(field, value));
  return keys.flatMap((key) => {
    const field = fields[key];
    const theirs = !same(base[key], current[key]);
    const mine = dirty.includes(key) && !same(typed[key], base[key]);
    if (!field || (!theirs && !mine)) return [];
    return [{ key, label: field.label, saved: shown(field, current[key]), mine: mine ? shown(field, typed[key]) : undefined, clash: theirs && mine }];
  });
}

interface ConflictDialogProps {
  open: boolean;
  contract: AnyContract;
  conflict: Conflict | null;
  changes: ConflictChange[];
  onKeep(): void;
  onDiscard(): void;
  /** Closed without choosing: the form stays as typed. */
  onClose(): void;
  loading?: boolean;
}

/** The other person's change beside the editor's, with the two ways out. */
export function ConflictDialog({ open, contract, conflict, changes, onKeep, onDiscard, onClose, loading = false }: ConflictDialogProps) {
  const who = conflict?.admin?.name;
  return (
    <Dialog.Root role="alertdialog" size="lg" open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{contract.texts.changedWhileEditing}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  {conflict && conflictText(contract, conflict)} Tus cambios no se han guardado y siguen en el formulario.
                </Dialog.Description>
                {changes.length > 0 ? (
                  <Box overflowX="auto">
                    <ChangesTable
                      label="Cambios de cada uno"
                      headings={[who ? `Guardado por ${who}` : 'Guardado ahora', 'Tus cambios']}
                      rows={changes.map((change) => ({
                        key: change.key,
                        label: change.label,
                        cells: [change.saved, change.mine ?? <Text color="fg.muted">Sin cambios</Text>],
                        strong: change.clash,
                      }))}
                    />
                  </Box>
                ) : (
                  <Text textStyle="sm" color="fg.muted">
                    Los campos de este formulario no cambiaron.
                  </Text>
                )}
                <Text textStyle="sm" color="fg.muted">
                  «Conservar mis cambios» guarda lo que escribiste sobre la versión nueva; los campos que no cambiaste quedan como
                  están guardados.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDiscard} disabled={loading}>
                Descartar los míos
              </Button>
              <Button onClick={onKeep} loading={loading}>
                Conservar mis cambios
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
