/**
 * The items associated with a record, listed by a <ResourceScreen> (an account's admins, entities, platforms,
 * models, languages, extensions), and the two writes on them: 'Asociar <uno>' in the header opens a dialog
 * that chooses one candidate with a remote search ('Asociar' waits for a choice; closing clears it), and
 * 'Desasociar' on a row asks first. A candidate associated already is warned with the spec's words instead of
 * being sent, when the screen's list says so (read whole while the dialog is open); otherwise the server's
 * refusal is toasted. Each write toasts its text and refreshes the screen's list. Both follow the permission
 * the API declares for the links, disabled with the reason when the admin's role lacks it.
 *
 *   const association = useMemo<Association<typeof languageContract, Language>>(() => ({ client: languages, listPath,
 *     source: languages, itemLabel: (l) => l.name, from: 'de la cuenta', associate: (id) => …, dissociate: (l) => …,
 *     texts: { linked, associated, removed }, permission: { resource: 'account', many: 'cuentas' } }), [listPath]);
 *   <ResourceScreen contract={languageContract} listPath={listPath} {...useAssociation(association)} />
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { notify } from '@console/core';
import { MAX_LIST_LIMIT, type AnyContract, type RowOf } from '@console/contracts';
import { useCan } from './access';
import { ActionDialog } from './ActionDialog';
import type { ResourceClient } from './client';
import { QuestionDialog } from './ConfirmDialog';
import { RemoteSelect, type SelectSource } from './RemoteSelect';
import { useResourceMutation } from './resource';
import { BUTTON_SIZE } from './sizes';

export interface Association<C extends AnyContract, T> {
  /** The screen's client: its contract names the items, its key is refreshed after every write. */
  client: ResourceClient<C>;
  /** The screen's list of what is associated: 'account/7/languages' (it also keys the query: a scoped client's key is not the parent's). */
  listPath: string;
  /** The candidates; undefined while what they depend on loads (the account's organization). */
  source: SelectSource<T> | undefined;
  itemLabel(item: T): string;
  /** Whom the items are associated with, as the question ends it: 'de la cuenta'. */
  from: string;
  associate(id: number): Promise<unknown>;
  dissociate(row: RowOf<C>): Promise<unknown>;
  /** The warning for a candidate associated already, and the two success toasts. */
  texts: { linked: string; associated: string; removed: string };
  /** The permission the API declares for these links (always an update): its resource and plural noun. */
  permission: { resource: string; many: string };
  /** Why the signed-in admin may not dissociate this row although the role allows it (a superadmin's row). */
  refuse?(row: RowOf<C>): string | undefined;
  /** 'outline' where the screen's main action is another one ('Crear administrador'). */
  openVariant?: 'solid' | 'outline';
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Asociar idioma': the header button and its dialog. */
export function AssociateDialog<C extends AnyContract, T>({ association }: { association: Association<C, T> }) {
  const { client, listPath, source, itemLabel, associate, texts, permission } = association;
  const { one, gender } = client.contract.names;
  const title = `Asociar ${one}`;
  const may = useCan(permission.resource, 'update', permission.many);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<T | null>(null);
  const reasonId = useId();
  // What is associated already, when the whole of it fits in one load (otherwise the server decides).
  const linked = useQuery({
    queryKey: [...client.key, 'linked', listPath],
    queryFn: () => client.list({ limit: MAX_LIST_LIMIT }, listPath),
    enabled: open,
    select: (answer) => (answer.pagination?.hasNextPage ? undefined : new Set(answer.resource.map((row) => client.id(row)))),
  });
  const add = useResourceMutation(client, (id: number) => associate(id), { success: texts.associated, onSuccess: () => close() });

  function close() {
    setOpen(false);
    setChosen(null);
    add.reset();
  }

  function submit() {
    if (!source || chosen === null) return;
    const id = source.id(chosen);
    if (linked.data?.has(id)) return notify({ type: 'warning', title: texts.linked });
    add.mutate(id);
  }

  return (
    <ActionDialog
      title={title}
      openVariant={association.openVariant}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={submit}
      submitLabel="Asociar"
      canSubmit={chosen !== null && !linked.isLoading}
      submitting={add.isPending}
      reason={chosen === null ? `Elige ${gender === 'f' ? 'una' : 'un'} ${one}.` : null}
      reasonId={reasonId}
      refused={may.reason ?? (source ? undefined : 'Cargando…')}
    >
      {source && (
        <RemoteSelect label={capital(one)} placeholder={`Buscar ${one}`} resource={source} itemLabel={itemLabel} value={chosen} onChange={setChosen} />
      )}
    </ActionDialog>
  );
}

/** 'Desasociar' on a row: the question first ('¿Deseas desasociar el idioma Español de la cuenta?'). */
export function DissociateButton<C extends AnyContract, T>({ association, row }: { association: Association<C, T>; row: RowOf<C> }) {
  const { client, dissociate, texts, permission, from } = association;
  const { contract } = client;
  const may = useCan(permission.resource, 'update', permission.many);
  const reason = may.reason ?? association.refuse?.(row);
  const [asking, setAsking] = useState(false);
  const remove = useResourceMutation(client, () => dissociate(row), { success: texts.removed, onSuccess: () => setAsking(false) });
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
        title={`Desasociar ${contract.names.one}`}
        question={`¿Deseas desasociar ${contract.texts.what(contract.label(row))} ${from}?`}
        confirmLabel="Sí, desasociar"
        cancelLabel="Cancelar"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * The header action and the row action of an association, for a ResourceScreen's `actions` and `rowActions`.
 * Memoise `association` (useMemo): the table's rows are memoised on what this returns.
 */
export function useAssociation<C extends AnyContract, T>(association: Association<C, T>): { actions: ReactNode; rowActions(row: RowOf<C>): ReactNode } {
  return useMemo(
    () => ({
      actions: <AssociateDialog association={association} />,
      rowActions: (row: RowOf<C>) => <DissociateButton association={association} row={row} />,
    }),
    [association],
  );
}
