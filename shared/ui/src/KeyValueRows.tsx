/**
 * A JSON object field of names to texts (a webhook's headers) edited as rows, never as JSON text: each row a
 * name and a value, 'Agregar encabezado' adds one, 'Quitar encabezado n' removes it. The form holds the object
 * only while every row is right; a row without a name, with a name repeated, or one that `check` refuses says
 * so under it, and the form holds `UnfinishedRows` meanwhile — not plain JSON, so the field's rule refuses it:
 * 'Guardar' stays disabled, nothing is sent, and the rows stay as typed.
 *
 *   fields={{ headers: { kind: 'custom', render: (control) => <KeyValueRows control={control} names={…} check={…} /> } }}
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Field, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { Gender } from '@console/contracts';
import type { CustomControl } from './form';
import { BUTTON_SIZE } from './sizes';

interface Pair {
  /** The row's own key (React's), kept while its name changes. */
  id: number;
  name: string;
  value: string;
}

/** Rows as typed while one of them is not right. Not plain JSON, so every json field's rule refuses it. */
export class UnfinishedRows {
  constructor(readonly rows: readonly Pair[]) {}
}

export interface KeyValueRowsProps {
  control: CustomControl;
  /** What a row is: { one: 'encabezado', many: 'encabezados', gender: 'm' }. */
  names: { one: string; many: string; gender: Gender };
  /** Why a row with a name is refused (a header name with a space), as the server words it. */
  check?(name: string, value: string): string | undefined;
}

let lastId = 0;
const withIds = (pairs: { name: string; value: string }[]): Pair[] => pairs.map((pair) => ({ ...pair, id: ++lastId }));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof UnfinishedRows);

/** The object's entries as rows (a value that is not a text as its JSON). */
const pairsOf = (value: unknown) =>
  isObject(value) ? Object.entries(value).map(([name, item]) => ({ name, value: typeof item === 'string' ? item : JSON.stringify(item) })) : [];

/** Whether the rows are the object's, in order (so the rows shown keep their keys). */
function writes(rows: readonly Pair[], value: unknown) {
  const pairs = pairsOf(value);
  return pairs.length === rows.length && pairs.every((pair, index) => pair.name === rows[index].name && pair.value === rows[index].value);
}

/** 'del encabezado', 'de la variable'. */
const ofThe = ({ one, gender }: KeyValueRowsProps['names']) => (gender === 'f' ? `de la ${one}` : `del ${one}`);

/** What is wrong with each row: no name, a name an earlier row has, or what `check` says; undefined when right. */
function problemsOf(rows: readonly Pair[], { names, check }: Pick<KeyValueRowsProps, 'names' | 'check'>) {
  const repeated = (name: string) => `${names.gender === 'f' ? 'La' : 'El'} ${names.one} ${name} está ${names.gender === 'f' ? 'repetida' : 'repetido'}`;
  return rows.map((row, index) => {
    if (row.name.trim() === '') return `Escribe el nombre ${ofThe(names)}`;
    if (rows.findIndex((other) => other.name === row.name) !== index) return repeated(row.name);
    return check?.(row.name, row.value);
  });
}

export function KeyValueRows({ control, names, check }: KeyValueRowsProps) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  const [rows, setRows] = useState<readonly Pair[]>(() => (value instanceof UnfinishedRows ? value.rows : withIds(pairsOf(value))));
  // The form's value may change from outside (the row reloaded, a reset, a draft restored): the rows follow it.
  const unfinished = value instanceof UnfinishedRows ? value.rows : undefined;
  if (unfinished ? unfinished !== rows : !writes(rows, value)) setRows(unfinished ?? withIds(pairsOf(value)));

  const of = ofThe(names);
  const problems = problemsOf(rows, { names, check });

  const inputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows have rendered: a new row's name, or 'Agregar' after a removal.
  const [focus, setFocus] = useState<number | 'add' | null>(null);
  useEffect(() => {
    if (focus === null) return;
    (focus === 'add' ? addButton.current : inputs.current.get(focus))?.focus();
    setFocus(null);
  }, [focus]);

  function commit(next: Pair[]) {
    setRows(next);
    const right = !problemsOf(next, { names, check }).some(Boolean);
    onChange(right ? Object.fromEntries(next.map((row) => [row.name, row.value])) : new UnfinishedRows(next));
  }
  const change = (id: number, part: 'name' | 'value', text: string) => commit(rows.map((row) => (row.id === id ? { ...row, [part]: text } : row)));
  function add() {
    const [row] = withIds([{ name: '', value: '' }]);
    commit([...rows, row]);
    setFocus(row.id);
  }
  function remove(id: number) {
    commit(rows.filter((row) => row.id !== id));
    setFocus('add');
    onBlur();
  }

  // The field's own message (a rule over the whole object) when no row says what is wrong.
  const rowsSayIt = problems.some(Boolean);
  return (
    <Fieldset.Root invalid={invalid && !rowsSayIt} gridColumn="1 / -1">
      <Fieldset.Legend textStyle="sm" fontWeight="medium" mb="1.5">
        {label}
      </Fieldset.Legend>
      <Stack gap="2">
        {rows.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Sin {names.many}
          </Text>
        ) : (
          <HStack gap="2" aria-hidden textStyle="xs" color="fg.muted" pe="10">
            <Box flex="1">Nombre</Box>
            <Box flex="2">Valor</Box>
          </HStack>
        )}
        {rows.map((row, index) => (
          <HStack key={row.id} gap="2" align="start">
            <Field.Root flex="1" invalid={Boolean(problems[index])}>
              <Input
                ref={(element) => {
                  if (element) inputs.current.set(row.id, element);
                  else inputs.current.delete(row.id);
                }}
                bg="bg"
                fontFamily="mono"
                textStyle="sm"
                spellCheck={false}
                aria-label={`Nombre ${of} ${index + 1}`}
                value={row.name}
                onChange={(event) => change(row.id, 'name', event.target.value)}
                onBlur={onBlur}
              />
              {problems[index] && <Field.ErrorText>{problems[index]}</Field.ErrorText>}
            </Field.Root>
            <Field.Root flex="2">
              <Input
                bg="bg"
                fontFamily="mono"
                textStyle="sm"
                spellCheck={false}
                aria-label={`Valor ${of} ${index + 1}`}
                value={row.value}
                onChange={(event) => change(row.id, 'value', event.target.value)}
                onBlur={onBlur}
              />
            </Field.Root>
            <IconButton size={BUTTON_SIZE.row} variant="ghost" aria-label={`Quitar ${names.one} ${index + 1}`} onClick={() => remove(row.id)}>
              <Box as="span" aria-hidden>
                ✕
              </Box>
            </IconButton>
          </HStack>
        ))}
        <Box>
          <Button ref={addButton} size={BUTTON_SIZE.row} variant="outline" onClick={add}>
            Agregar {names.one}
          </Button>
        </Box>
      </Stack>
      {errorText && !rowsSayIt && <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
