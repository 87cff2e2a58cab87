import { useState } from 'react';
import { Box, Button, Checkbox, HStack, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { notify } from '@console/core';
import {
  BOT_GROUP_KEYS,
  BOT_GROUPS,
  botVersionContract,
  botVersionOperations,
  entityContract,
  entityOperations,
  fillPath,
  formatDateTime,
  MERGE_MODES,
  mergeTexts,
  type BotGroup,
  type GroupChange,
} from '@console/contracts';
import { BUTTON_SIZE, callOperation, PageHeader, QuestionDialog, RemoteSelect, resourceClient, useCan } from '@console/ui';
import { titleOf, useOrganization, useOrganizationAccounts, type Account } from '../organization';
import { SelectAllBox } from '../SelectAllBox';

const versions = resourceClient(botVersionContract);
const entities = resourceClient(entityContract);
/** How often the screen asks for the job's progress. */
const POLL_MS = 700;
const FIRST_PAGE = { page: 1, limit: 10 };

/** A difference merge, or a forced update when groups to ignore are given: answers the job (its failures: 'Error combinando cuentas.'). */
const startMerge = (body: { origin_account: number; target_account: number; exclude?: BotGroup[] }) =>
  body.exclude ? callOperation(botVersionOperations.force, { body }) : callOperation(botVersionOperations.merge, { body });
const readJob = (id: number) => callOperation(botVersionOperations.job, { params: { id } });

const names = (list: string[]) => (list.length === 0 ? '-' : list.join(', '));

/** What the merge changed, group by group (only the groups it changed). */
function MergeResult({ result }: { result: GroupChange[] }) {
  const changed = result.filter((change) => change.added.length + change.updated.length + change.removed.length > 0);
  if (changed.length === 0) return <Text color="fg.muted">La cuenta destino ya tenía todo: no hubo cambios.</Text>;
  return (
    <Table.Root size="sm" aria-label="Cambios en la cuenta destino">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Grupo</Table.ColumnHeader>
          <Table.ColumnHeader>Agregados</Table.ColumnHeader>
          <Table.ColumnHeader>Actualizados</Table.ColumnHeader>
          <Table.ColumnHeader>Eliminados</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changed.map((change) => (
          <Table.Row key={change.group}>
            <Table.Cell>{BOT_GROUPS[change.group]}</Table.Cell>
            <Table.Cell>{names(change.added)}</Table.Cell>
            <Table.Cell>{names(change.updated)}</Table.Cell>
            <Table.Cell>{names(change.removed)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The target's entities and its latest bot versions: what a merge changes, and what it recorded before. */
function TargetSummary({ target }: { target: Account }) {
  const params = { id: target.account_id };
  const path = fillPath(entityOperations.accountEntities.path, params);
  const entityList = useQuery({
    queryKey: [...entities.key, 'list', path, FIRST_PAGE],
    queryFn: () => callOperation(entityOperations.accountEntities, { params, query: { page: 1, limit: 100 } }),
  });
  const versionPath = fillPath(botVersionOperations.accountVersions.path, params);
  const versionList = useQuery({
    queryKey: [...versions.key, 'list', versionPath, FIRST_PAGE],
    queryFn: () => callOperation(botVersionOperations.accountVersions, { params, query: FIRST_PAGE }),
  });
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Stack as="section" aria-label={`Entidades de ${target.name}`} gap="2">
        <PageHeader title={`Entidades de ${target.name}`} level={2} />
        <Text>{entityList.data ? names(entityList.data.resource.map((entity) => entity.name)) : '…'}</Text>
      </Stack>
      <Stack as="section" aria-label={`Versiones del bot de ${target.name}`} gap="2">
        <PageHeader title={`Versiones del bot de ${target.name}`} level={2} />
        {versionList.data && versionList.data.resource.length === 0 ? (
          <Text color="fg.muted">Todavía no tiene versiones.</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                <Table.ColumnHeader>Hecha por</Table.ColumnHeader>
                <Table.ColumnHeader>Origen</Table.ColumnHeader>
                <Table.ColumnHeader>Modo</Table.ColumnHeader>
                <Table.ColumnHeader>Elementos antes</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(versionList.data?.resource ?? []).map((version) => (
                <Table.Row key={version.bot_version_id}>
                  <Table.Cell>{formatDateTime(version.createdAt ?? '')}</Table.Cell>
                  <Table.Cell>{version.Admin ? `${version.Admin.first_name} ${version.Admin.last_name}` : '-'}</Table.Cell>
                  <Table.Cell>{version.origin_name}</Table.Cell>
                  <Table.Cell>{MERGE_MODES[version.mode]}</Table.Cell>
                  <Table.Cell>{Object.values(version.counts as Record<string, number>).reduce((sum, n) => sum + n, 0)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Spec 3 §2, §4, §5: choose the origin and the target among the organization's accounts (not the same one),
 * a difference merge or a forced update with the groups to ignore, confirm (it cannot be stopped and is
 * permanent), then follow the job's real progress until it says what changed.
 */
function MergeAccounts({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  const source = useOrganizationAccounts(organizationId);
  const mayMerge = useCan('account', 'update', 'cuentas');
  const [origin, setOrigin] = useState<Account | null>(null);
  const [target, setTarget] = useState<Account | null>(null);
  const [force, setForce] = useState(false);
  const [ignored, setIgnored] = useState<ReadonlySet<BotGroup>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);

  /** Spec 5: the same account on both sides clears both. */
  const choose = (side: 'origin' | 'target') => (account: Account | null) => {
    const other = side === 'origin' ? target : origin;
    if (account && other && account.account_id === other.account_id) {
      setOrigin(null);
      setTarget(null);
      notify({ type: 'warning', title: mergeTexts.sameAccount });
      return;
    }
    (side === 'origin' ? setOrigin : setTarget)(account);
  };

  const start = useMutation({
    mutationFn: () =>
      startMerge({ origin_account: origin!.account_id, target_account: target!.account_id, ...(force && { exclude: [...ignored] }) }),
    onSuccess: (answer) => setJobId(answer.resource.job_id),
    onSettled: () => setConfirming(false),
  });
  const job = useQuery({
    queryKey: [...versions.key, 'job', jobId],
    queryFn: async () => {
      const answer = await readJob(jobId!);
      const now = answer.resource;
      if (now.status === 'done') notify({ type: 'success', title: mergeTexts.done });
      if (now.status === 'failed') notify({ type: 'error', title: now.error ?? mergeTexts.failed });
      return now;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'running' ? false : POLL_MS),
  });
  const running = start.isPending || (jobId !== null && (!job.data || job.data.status === 'running'));
  const finished = job.data && job.data.status !== 'running' ? job.data : null;
  const allIgnored = ignored.size === BOT_GROUP_KEYS.length;
  const canMerge = Boolean(origin && target) && !(force && allIgnored) && !running && mayMerge.allowed;
  const toggle = (group: BotGroup, on: boolean) =>
    setIgnored((current) => {
      const next = new Set(current);
      if (on) next.add(group);
      else next.delete(group);
      return next;
    });

  return (
    <Stack gap="6">
      <PageHeader title={titleOf('Combinar cuentas', organization)} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
        <RemoteSelect label="Cuenta origen" placeholder="Buscar cuenta" resource={source} itemLabel={(a) => a.name} value={origin} onChange={choose('origin')} disabled={running} />
        <RemoteSelect label="Cuenta destino" placeholder="Buscar cuenta" resource={source} itemLabel={(a) => a.name} value={target} onChange={choose('target')} disabled={running} />
      </SimpleGrid>
      <Stack gap="3">
        <Checkbox.Root checked={force} disabled={running} onCheckedChange={({ checked }) => setForce(checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Actualización forzada</Checkbox.Label>
        </Checkbox.Root>
        <Text textStyle="sm" color="fg.muted">
          {force
            ? 'Cada grupo no ignorado de la cuenta destino queda igual al de la cuenta origen: se agrega, se actualiza y se elimina lo necesario.'
            : 'Se agrega a la cuenta destino lo que le falta de la cuenta origen (por nombre), sin cambiar ni borrar nada.'}
        </Text>
        {force && (
          <Stack role="group" gap="2" borderWidth="1px" borderRadius="md" p="4" aria-label="Grupos ignorados">
            <Text fontWeight="semibold">Grupos ignorados</Text>
            <SelectAllBox
              label="Ignorar todos"
              ticked={ignored.size}
              total={BOT_GROUP_KEYS.length}
              disabled={running}
              onToggle={() => setIgnored(allIgnored ? new Set() : new Set(BOT_GROUP_KEYS))}
            />
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2" pl="6">
              {BOT_GROUP_KEYS.map((group) => (
                <Checkbox.Root key={group} size="sm" checked={ignored.has(group)} disabled={running} onCheckedChange={({ checked }) => toggle(group, checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{BOT_GROUPS[group]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
            {allIgnored && <Text textStyle="sm" color="fg.error">{mergeTexts.nothingToUpdate}</Text>}
          </Stack>
        )}
      </Stack>
      <HStack>
        <Button size={BUTTON_SIZE.page} disabled={!canMerge} onClick={() => setConfirming(true)} title={mayMerge.reason}>
          Combinar
        </Button>
      </HStack>
      {running && (
        <Box role="status" aria-live="polite" maxW="3xl">
          <Text mb="2">{mergeTexts.loading}</Text>
          <Progress.Root value={job.data ? Math.round((job.data.progress / job.data.total) * 100) : null} aria-label="Avance de la combinación">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {job.data && (
            <Text textStyle="sm" color="fg.muted" mt="1">
              {`Paso ${job.data.progress} de ${job.data.total}${job.data.step ? `: ${job.data.step}` : ''}`}
            </Text>
          )}
        </Box>
      )}
      {finished?.status === 'done' && finished.result && (
        <Stack as="section" aria-label="Resultado de la combinación" gap="2">
          <PageHeader title="Resultado de la combinación" level={2} />
          <MergeResult result={finished.result} />
        </Stack>
      )}
      {finished?.status === 'failed' && <Text color="fg.error">{finished.error}</Text>}
      {target && !running && <TargetSummary key={`${target.account_id}-${finished?.job_id ?? 0}`} target={target} />}
      <QuestionDialog
        open={confirming}
        title="Combinar cuentas"
        question={`${origin?.name ?? ''} → ${target?.name ?? ''}. ${mergeTexts.confirm}`}
        confirmLabel="Sí, combinar"
        cancelLabel="Cancelar"
        loading={start.isPending}
        onConfirm={() => start.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

export default function MergeAccountsPage() {
  const { id } = useOrganization();
  return <MergeAccounts key={id} organizationId={id} />;
}
