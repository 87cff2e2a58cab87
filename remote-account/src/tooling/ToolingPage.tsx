import { useState } from 'react';
import { Alert, Button, Card, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, notify } from '@console/core';
import {
  accountContract,
  accountPlatformContract,
  accountPlatformOperations,
  fillPath,
  formatDate,
  MAX_LIST_LIMIT,
  messageTemplateContract,
  messageTemplateOperations,
  type MessageTemplateRow,
  toolingTexts,
  type AccountPlatformRow,
  type Tone,
} from '@console/contracts';
import { BUTTON_SIZE, callOperation, DataTable, PageHeader, QuestionDialog, StatusBadge, resourceClient, useCan, useResourceMutation, type Column } from '@console/ui';
import { titleOf, useAccount } from '../account';
import { platformTitle } from '../users/PlatformTabs';

const platforms = resourceClient(accountPlatformContract);
const templates = resourceClient(messageTemplateContract);
const ALL = { limit: MAX_LIST_LIMIT };

/** The tools of the selector: the spec has one. */
const ACTIONS = { 'platform-mirror': toolingTexts.mirror } as const;

/** The same failure in the spec's own words; the server's text stays below them. */
const toldAs = (error: unknown, message: string) => (error instanceof ApiError ? new ApiError(message, error.status, error.detail, error.field) : error);

/** '1 creada', '3 actualizadas'. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const plantillas = (n: number) => count(n, 'plantilla', 'plantillas');

/** What a copy does to a template of either platform, by name. */
type Effect = 'create' | 'overwrite' | 'same' | 'keep';
const EFFECTS: Record<Effect, { label: string; tone: Tone }> = {
  create: { label: 'Se crea', tone: 'info' },
  overwrite: { label: 'Se sobrescribe', tone: 'warning' },
  same: { label: 'Sin cambios', tone: 'neutral' },
  keep: { label: 'Se conserva', tone: 'neutral' },
};

interface Comparison {
  name: string;
  source?: MessageTemplateRow;
  target?: MessageTemplateRow;
  effect: Effect;
}

function compare(source: MessageTemplateRow[], target: MessageTemplateRow[]): Comparison[] {
  const byName = new Map<string, Comparison>();
  for (const template of source) byName.set(template.name, { name: template.name, source: template, effect: 'create' });
  for (const template of target) {
    const known = byName.get(template.name);
    if (!known) byName.set(template.name, { name: template.name, target: template, effect: 'keep' });
    else byName.set(template.name, { ...known, target: template, effect: known.source?.content === template.content ? 'same' : 'overwrite' });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** How many templates each effect touches. */
const tally = (rows: Comparison[]) =>
  Object.fromEntries(Object.keys(EFFECTS).map((effect) => [effect, rows.filter((row) => row.effect === effect).length])) as Record<Effect, number>;

/** Asked before copying: it overwrites the target's templates of the same name (how many, once they are read). */
function mirrorQuestion(source: string, target: string, effects: Record<Effect, number> | undefined) {
  const overwritten = effects
    ? `${effects.create === 1 ? 'Se creará' : 'Se crearán'} ${plantillas(effects.create)} y ` +
      `${effects.overwrite === 1 ? 'se sobrescribirá' : 'se sobrescribirán'} ${plantillas(effects.overwrite)} de ${target} con el mismo nombre.`
    : `Las plantillas de ${target} con el mismo nombre se sobrescribirán.`;
  return `Se copiarán las plantillas de ${source} a ${target}. ${overwritten} Las demás plantillas de ${target} no cambian. ¿Deseas continuar?`;
}

/** The account's templates of one platform (GET account/{id}/templates?platform=, up to 2500). */
function useTemplates(accountId: number, platformId: number | null) {
  const path = fillPath(messageTemplateOperations.ofAccount.path, { id: accountId });
  const params = { platform: platformId ?? undefined, ...ALL };
  return useQuery({
    queryKey: [...templates.key, 'list', path, params],
    queryFn: () => callOperation(messageTemplateOperations.ofAccount, { params: { id: accountId }, query: params }),
    enabled: platformId !== null,
    select: (answer) => ({ rows: answer.resource, more: answer.pagination?.hasNextPage ?? false }),
  });
}

/** POST tooling/platform-mirror; any failure reads the spec's sentence. */
async function mirror(body: { account_id: number; source: number; target: number }) {
  try {
    return (await callOperation(messageTemplateOperations.mirror, { body })).resource;
  } catch (error) {
    throw toldAs(error, toolingTexts.mirrorFailed);
  }
}

function PlatformSelect({
  label,
  value,
  other,
  options,
  onChange,
}: {
  label: string;
  value: number | null;
  /** The other side's choice: disabled here. */
  other: number | null;
  options: AccountPlatformRow[];
  onChange(platformId: number | null): void;
}) {
  return (
    <Field.Root required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="bg" value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">Elige una plataforma</option>
          {options.map((platform) => (
            <option key={platform.platform_id} value={platform.platform_id} disabled={platform.platform_id === other}>
              {platformTitle(platform)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface Side {
  name: string;
  /** Its templates once read. */
  templates?: { rows: MessageTemplateRow[]; more: boolean };
}

/** Both platforms' templates by name (`rows` once both are read), with what a copy does to each, and how many of each. */
function TemplatesPreview({ source, target, rows, loading }: { source: Side; target: Side; rows?: Comparison[]; loading: boolean }) {
  const effects = rows && tally(rows);
  const columns: Column<Comparison>[] = [
    { header: 'Plantilla', cell: (row) => row.name },
    { header: `En ${source.name}`, cell: (row) => (row.source ? formatDate(row.source.updatedAt) : '-') },
    { header: `En ${target.name}`, cell: (row) => (row.target ? formatDate(row.target.updatedAt) : '-') },
    { header: 'Al clonar', cell: (row) => <StatusBadge tone={EFFECTS[row.effect].tone}>{EFFECTS[row.effect].label}</StatusBadge> },
  ];
  return (
    <Stack gap="3">
      {effects && (
        <Text textStyle="sm">
          {`${source.name}: ${plantillas(source.templates?.rows.length ?? 0)} · ${target.name}: ${plantillas(target.templates?.rows.length ?? 0)}. `}
          {`Al clonar: ${count(effects.create, 'nueva', 'nuevas')}, ${count(effects.overwrite, 'sobrescrita', 'sobrescritas')}, `}
          {`${effects.same} sin cambios.`}
          {(source.templates?.more || target.templates?.more) && ` Se muestran las primeras ${MAX_LIST_LIMIT} de cada plataforma.`}
        </Text>
      )}
      <DataTable
        label={`Plantillas de ${source.name} y ${target.name}`}
        columns={columns}
        rows={rows ?? []}
        rowKey={(row) => row.name}
        loading={!rows && loading}
      />
    </Stack>
  );
}

/**
 * Copies the account's templates of one of its platforms to another (spec 3 §5, §7): both required and
 * different, the choice of one side disabled on the other; asked first, as it overwrites the target's templates
 * of the same name. Below, both platforms' templates and what a copy does to each, refreshed after it.
 */
function PlatformMirror({ accountId }: { accountId: number }) {
  const path = fillPath(accountPlatformOperations.ofAccount.path, { id: accountId });
  const available = useQuery({
    // Not the users' tabs' entry: this read fails with the tooling's own words.
    queryKey: [...platforms.key, 'list', path, ALL, 'mirror'],
    queryFn: () =>
      callOperation(accountPlatformOperations.ofAccount, { params: { id: accountId }, query: ALL }).catch((error: unknown) =>
        Promise.reject(toldAs(error, toolingTexts.platformsFailed)),
      ),
    select: (answer) => answer.resource,
  });
  const [source, setSource] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const may = useCan(accountContract.path, 'update', accountContract.names.many);
  const ready = source !== null && target !== null && source !== target;

  const sourceTemplates = useTemplates(accountId, source);
  const targetTemplates = useTemplates(accountId, target);

  const copy = useResourceMutation(templates, mirror, {
    onSuccess: ({ created, updated, unchanged }) => {
      setAsking(false);
      notify({
        type: 'success',
        title: toolingTexts.mirrored,
        description: `${count(created, 'creada', 'creadas')}, ${count(updated, 'actualizada', 'actualizadas')}, ${unchanged} sin cambios.`,
      });
    },
  });

  if (available.isPending) return <Text color="fg.muted">Cargando plataformas…</Text>;
  if (available.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{toolingTexts.platformsFailed}</Alert.Description>
        </Alert.Content>
        <Button size={BUTTON_SIZE.row} variant="outline" alignSelf="center" onClick={() => void available.refetch()}>
          Reintentar
        </Button>
      </Alert.Root>
    );
  }
  const options = available.data;
  if (options.length < 2) return <Text color="fg.muted">La cuenta necesita al menos dos plataformas para clonar plantillas entre ellas.</Text>;
  const nameOf = (platformId: number | null) => {
    const platform = options.find((candidate) => candidate.platform_id === platformId);
    return platform ? platformTitle(platform) : '';
  };
  const sourceSide: Side = { name: nameOf(source), templates: sourceTemplates.data };
  const targetSide: Side = { name: nameOf(target), templates: targetTemplates.data };
  const comparison = sourceSide.templates && targetSide.templates ? compare(sourceSide.templates.rows, targetSide.templates.rows) : undefined;

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PlatformSelect label="Plataforma de origen" value={source} other={target} options={options} onChange={setSource} />
        <PlatformSelect label="Plataforma de destino" value={target} other={source} options={options} onChange={setTarget} />
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button size={BUTTON_SIZE.page} disabled={!ready || !may.allowed} loading={copy.isPending} onClick={() => setAsking(true)}>
          Clonar
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {!may.allowed ? may.reason : ready ? `Copia las plantillas de ${sourceSide.name} a ${targetSide.name}.` : 'Elige dos plataformas diferentes.'}
        </Text>
      </HStack>
      {ready && (
        <TemplatesPreview source={sourceSide} target={targetSide} rows={comparison} loading={sourceTemplates.isFetching || targetTemplates.isFetching} />
      )}
      <QuestionDialog
        open={asking}
        title="Clonar plantillas"
        question={mirrorQuestion(sourceSide.name, targetSide.name, comparison && tally(comparison))}
        confirmLabel="Sí, clonar"
        cancelLabel="Cancelar"
        loading={copy.isPending}
        onConfirm={() => source !== null && target !== null && copy.mutate({ account_id: accountId, source, target })}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/** Spec 3 §2 'account-tooling': a selector of actions; its only action clones templates between the account's platforms. */
export default function ToolingPage() {
  const { id, account } = useAccount();
  const [action, setAction] = useState<keyof typeof ACTIONS>('platform-mirror');
  return (
    <>
      <PageHeader title={titleOf('Herramientas', account)} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Field.Root maxW="md">
              <Field.Label>Acción</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="bg" value={action} onChange={(event) => setAction(event.target.value as keyof typeof ACTIONS)}>
                  {Object.entries(ACTIONS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {action === 'platform-mirror' && <PlatformMirror accountId={id} />}
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
