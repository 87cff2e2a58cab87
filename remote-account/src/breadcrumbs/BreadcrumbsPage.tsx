/**
 * A user's breadcrumbs (spec 3 §2, §4, §5, §7): what the bot did in each conversation, newest first, on one platform
 * at a time (the tabs of the users screen, most used first), within a range of local days kept in the URL. A row
 * opens to its form (Block ID, Registro, Error: PATCH breadcrumb/{id}, 'Registro actualizado'), its events and its
 * whole error; ticked rows are deleted at once after the standard question.
 */
import { useMemo, useState, type Key } from 'react';
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  breadcrumbContract,
  breadcrumbEventLabel,
  breadcrumbOperations,
  breadcrumbSummary,
  fillPath,
  formatDateTime,
  parseBreadcrumbLog,
  routePath,
  userContract,
  type BreadcrumbRow,
  type Envelope,
} from '@console/contracts';
import {
  BUTTON_SIZE,
  callOperation,
  ConfirmDialog,
  DayRangeFields,
  DismissibleAlert,
  DraftsProvider,
  LinkButton,
  PageHeader,
  PagedTable,
  ResourceEditor,
  rangeProblem,
  resourceClient,
  useButtonReason,
  useCan,
  useListState,
  useResourceMutation,
  useResourceRecord,
  type Column,
  type DayRange,
  type RowExpansion,
  type RowSelection,
} from '@console/ui';
import { useAccount } from '../account';
import { users } from '../users/api';
import { usePagedRows } from '../users/pages';
import { PlatformTabs, usePlatformTabs } from '../users/PlatformTabs';

const breadcrumbs = resourceClient(breadcrumbContract);
const { names, texts } = breadcrumbContract;
const TABS_TIP_KEY = 'console-tip-platform-tabs';
/** No searches: the page and its size (the platform and the range are kept by this screen). */
const NO_SEARCHES: never[] = [];

/** A moment of the log as a date when it reads as one, else as written. */
const eventDate = (date: string) => (date && !Number.isNaN(Date.parse(date)) ? formatDateTime(date) : date || '-');

function Events({ row }: { row: BreadcrumbRow }) {
  const events = parseBreadcrumbLog(row.log);
  return (
    <Stack gap="4">
      {events.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Sin eventos
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={`Eventos del registro ${breadcrumbContract.label(row)}`} bg="bg" borderWidth="1px">
          <Table.Header>
            <Table.Row>
              {['Fecha', 'Evento', 'Plantilla / detalle', 'Recurso'].map((header) => (
                <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {events.map((event, index) => (
              <Table.Row key={index}>
                <Table.Cell whiteSpace="nowrap">{eventDate(event.date)}</Table.Cell>
                <Table.Cell title={event.event || undefined}>{breadcrumbEventLabel(event.event)}</Table.Cell>
                <Table.Cell wordBreak="break-word">{event.detail || '-'}</Table.Cell>
                <Table.Cell wordBreak="break-word">{event.resource || '-'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {row.error_log && (
        <Box>
          <Text fontWeight="semibold" textStyle="sm">
            {breadcrumbContract.fields.error_log.label}
          </Text>
          <Text as="pre" textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono">
            {row.error_log}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

const columns: Column<BreadcrumbRow>[] = [
  { header: breadcrumbContract.fields.block_id.label, cell: (row) => row.block_id ?? '-' },
  { header: breadcrumbContract.fields.log.label, cell: (row) => breadcrumbSummary(parseBreadcrumbLog(row.log)) },
  {
    header: breadcrumbContract.fields.error_log.label,
    cell: (row) =>
      row.error_log ? (
        <Text lineClamp={2} maxW="md" title={row.error_log}>
          {row.error_log}
        </Text>
      ) : (
        '-'
      ),
  },
  { header: breadcrumbContract.fields.updatedAt.label, cell: (row) => formatDateTime(row.updatedAt) },
];

/**
 * A save stamps the breadcrumb's date (`updatedAt`) and reads the list again: the breadcrumb leaves its place
 * (spec 3 §4), shown first or, outside the range, not at all.
 */
const expand: RowExpansion<BreadcrumbRow> = {
  label: (row) => `Ver eventos del registro ${breadcrumbContract.label(row)}`,
  render: (row) => (
    <Stack gap="5">
      <ResourceEditor client={breadcrumbs} row={row} remove={false} />
      <Events row={row} />
    </Stack>
  ),
};

/** A local day's first or last moment as the API takes it (spec 3 §5: 00:00:00 to 23:59:59, the person's day). */
function momentOf(day: string, end: boolean) {
  const [year, month, date] = day.split('-').map(Number);
  // 23:59:59.999: the whole last second of the day is in.
  return (end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date, 0, 0, 0)).toISOString();
}

/** 'Desde' and 'Hasta' as typed, applied with 'Buscar por fecha' (into the URL: `?from=&to=`), cleared with 'Quitar filtro'. */
function DateRange({ applied, onApply }: { applied: DayRange; onApply(range: DayRange): void }) {
  const [range, setRange] = useState(applied);
  const reason = rangeProblem(range);
  const why = useButtonReason((range.from || range.to) && reason);
  return (
    <form
      aria-label="Rango de fechas"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) onApply(range);
      }}
    >
      <HStack align="end" gap="3" wrap="wrap" mb="4">
        <DayRangeFields range={range} onChange={setRange} />
        <Button type="submit" size={BUTTON_SIZE.row} disabled={Boolean(reason)} aria-describedby={why.describedBy}>
          Buscar por fecha
        </Button>
        <Button
          size={BUTTON_SIZE.row}
          variant="outline"
          disabled={!range.from && !range.to && !applied.from && !applied.to}
          onClick={() => {
            setRange({ from: '', to: '' });
            onApply({ from: '', to: '' });
          }}
        >
          Quitar filtro
        </Button>
        <Box alignSelf="center">{why.text}</Box>
      </HStack>
    </form>
  );
}

function BreadcrumbList({ accountId, userId, platform }: { accountId: number; userId: number; platform: number }) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListState({ searches: NO_SEARCHES });
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const ranged = !rangeProblem({ from, to });
  const params = {
    platform,
    user_id: userId,
    ...(ranged && { start_time: momentOf(from, false), end_time: momentOf(to, true) }),
    page: list.page,
    limit: list.limit,
  };
  const page = usePagedRows(breadcrumbs, fillPath(breadcrumbOperations.ofAccount.path, { id: accountId }), params);

  const mayDelete = useCan(breadcrumbContract.permission ?? breadcrumbContract.path, 'delete', names.many);
  // The selection is of the rows shown: another page, platform or range starts without one.
  const pageKey = JSON.stringify(params);
  const [ticked, setTicked] = useState<{ page: string; ids: ReadonlySet<Key> }>({ page: pageKey, ids: new Set() });
  const selected = useMemo(() => (ticked.page === pageKey ? ticked.ids : new Set<Key>()), [ticked, pageKey]);
  const [confirming, setConfirming] = useState(false);
  const remove = useResourceMutation(
    breadcrumbs,
    async (ids: number[]) => {
      const answer = await callOperation(breadcrumbOperations.removeMany, { params: { id: accountId }, body: { breadcrumb_ids: ids } });
      // Gone from the list at once (spec 3 §4); then the page is read again to fill up.
      queryClient.setQueriesData<Envelope<BreadcrumbRow[]>>({ queryKey: [...breadcrumbs.key, 'list'] as QueryKey }, (page) =>
        page && { ...page, resource: page.resource.filter((row) => !ids.includes(row.breadcrumb_id)) },
      );
      return answer;
    },
    {
      success: texts.deleted,
      onSuccess: () => {
        setTicked({ page: pageKey, ids: new Set() });
        setConfirming(false);
      },
    },
  );
  const selection = useMemo<RowSelection<BreadcrumbRow> | undefined>(
    () =>
      mayDelete.allowed
        ? {
            selected,
            onChange: (ids) => setTicked({ page: pageKey, ids }),
            label: (row) => `Seleccionar registro ${breadcrumbContract.label(row)}`,
            allLabel: 'Seleccionar todos los registros',
            disabled: remove.isPending,
          }
        : undefined,
    [mayDelete.allowed, selected, pageKey, remove.isPending],
  );

  const applyRange = (range: { from: string; to: string }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(range)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const count = selected.size;
  const waits = useButtonReason(!mayDelete.allowed ? mayDelete.reason : count === 0 && 'Marca los registros que quieres eliminar.');
  return (
    <>
      {/* Keyed: the boxes follow a range changed from elsewhere (the back button). */}
      <DateRange key={`${from}/${to}`} applied={{ from, to }} onApply={applyRange} />
      <HStack gap="3" mb="3" wrap="wrap">
        <Button
          size={BUTTON_SIZE.row}
          variant="outline"
          colorPalette="red"
          disabled={count === 0 || !mayDelete.allowed}
          aria-describedby={waits.describedBy}
          onClick={() => setConfirming(true)}
        >
          Eliminar selección
        </Button>
        {waits.text}
        {count > 0 && (
          <Text textStyle="sm" color="fg.muted">
            {count === 1 ? '1 registro seleccionado' : `${count} registros seleccionados`}
          </Text>
        )}
      </HStack>
      <PagedTable label={texts.title} columns={columns} rowKey={breadcrumbs.id} expand={expand} selection={selection} list={list} result={page} />
      <ConfirmDialog
        open={confirming}
        title="Eliminar registros"
        what={count === 1 ? 'el registro seleccionado' : `los ${count} registros seleccionados`}
        loading={remove.isPending}
        onConfirm={() => remove.mutate([...selected].map(Number))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function Breadcrumbs({ accountId, userId }: { accountId: number; userId: number }) {
  const queryClient = useQueryClient();
  const tabs = usePlatformTabs(accountId, { fallback: 'none' });
  const user = useResourceRecord(users, userId);
  const [searchParams] = useSearchParams();
  const platform = tabs.current ?? (Number(searchParams.get('platform')) || undefined);
  const refreshing = useIsFetching({ queryKey: breadcrumbs.key }) > 0;
  return (
    <>
      <PageHeader
        title={user.data ? `Breadcrumbs de ${userContract.label(user.data)}` : 'Breadcrumbs'}
        actions={
          <>
            <Button
              size={BUTTON_SIZE.page}
              variant="outline"
              loading={refreshing}
              onClick={() => void queryClient.invalidateQueries({ queryKey: breadcrumbs.key })}
            >
              Actualizar
            </Button>
            <LinkButton
              size={BUTTON_SIZE.page}
              to={routePath('user-attributes', { account_id: accountId, user_id: userId }, platform ? { platform } : undefined)}
            >
              Volver al usuario
            </LinkButton>
          </>
        }
      />
      <DismissibleAlert storageKey={TABS_TIP_KEY}>
        Vista reciente inteligente: las pestañas de plataformas se ordenan por uso reciente, primero las que más visitas.
      </DismissibleAlert>
      <PlatformTabs tabs={tabs}>
        {tabs.current !== null && <BreadcrumbList key={tabs.current} accountId={accountId} userId={userId} platform={tabs.current} />}
      </PlatformTabs>
    </>
  );
}

/** Spec 3 §2: a user's breadcrumbs, reached from the user. */
export default function BreadcrumbsPage() {
  const { id } = useAccount();
  const userId = Number(useParams().user_id);
  if (!Number.isInteger(userId) || userId <= 0) return <Navigate to={routePath('account-users', { account_id: id })} replace />;
  return (
    <DraftsProvider>
      <Breadcrumbs key={userId} accountId={id} userId={userId} />
    </DraftsProvider>
  );
}
