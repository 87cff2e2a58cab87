/**
 * 'Versiones': what each part of the console is deployed as right now. The host and every remote of
 * config.json: where this browser loads it from (the release plan's version, a canary's marked), its version and
 * build time (from its own build's version.json), whether it answers and how long its manifest took. Checked
 * when the screen opens and on 'Actualizar'. Below, the release store's versions (./ReleasesSection.tsx).
 */
import { useMemo } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useIsFetching, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '@console/contracts';
import { BUTTON_SIZE, DataTable, PageHeader, StatusBadge, type Column } from '@console/ui';
import { checkDeploy, deploys, hostProvides, type Deploy, type DeployCheck } from './deploys';
import { fetchPlan, RELEASES_KEY } from './releases';
import { ReleasesSection } from './ReleasesSection';

const CHECK_KEY = 'deploy-check';

interface Row extends Deploy {
  /** Absent while its first check is on its way. */
  check?: DeployCheck;
}

const columns: Column<Row>[] = [
  { header: 'Aplicación', cell: (row) => <Text fontWeight="medium">{row.name}</Text> },
  {
    header: 'Dirección',
    cell: (row) => (
      <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {row.url}
      </Text>
    ),
  },
  {
    header: 'Versión',
    cell: (row) => (
      <HStack gap="2" wrap="wrap">
        <Text>{row.check?.version ?? '-'}</Text>
        {row.canary && <StatusBadge tone="warning">Canary</StatusBadge>}
      </HStack>
    ),
  },
  { header: 'Compilada', cell: (row) => formatDateTime(row.check?.builtAt) },
  {
    header: 'Disponible',
    cell: ({ check }) =>
      !check ? (
        <StatusBadge>Comprobando…</StatusBadge>
      ) : check.reachable ? (
        <StatusBadge tone="positive">Disponible</StatusBadge>
      ) : (
        <StatusBadge tone="negative">Sin conexión</StatusBadge>
      ),
  },
  {
    header: 'Manifiesto',
    cell: ({ check }) => (check?.manifestMs == null ? '-' : `${formatNumber(check.manifestMs, 0)} ms`),
  },
];

export default function VersionsPage() {
  const queryClient = useQueryClient();
  // Where this browser loads each remote from: the release plan's version for this admin (a canary's too).
  const plan = useQuery({ queryKey: [...RELEASES_KEY, 'plan'], queryFn: fetchPlan, meta: { quiet: true } });
  const provides = useQuery({ queryKey: [...RELEASES_KEY, 'host-core'], queryFn: hostProvides, gcTime: 0 });
  const ready = !plan.isPending && !provides.isPending;
  const targets = useMemo(() => (ready ? deploys(plan.data, provides.data) : []), [ready, plan.data, provides.data]);
  // One query per deploy: each row fills as its deploy answers, and a slow or dead one holds up no other.
  // gcTime 0: opening the screen again checks again instead of showing an earlier answer.
  const checks = useQueries({
    queries: targets.map((deploy) => ({
      queryKey: [CHECK_KEY, deploy.key, deploy.manifestUrl],
      queryFn: () => checkDeploy(deploy),
      gcTime: 0,
    })),
  });
  const checking = useIsFetching({ queryKey: [CHECK_KEY] }) > 0;
  const rows: Row[] = targets.map((deploy, index) => ({ ...deploy, check: checks[index].data }));
  return (
    <>
      <PageHeader
        title="Versiones"
        actions={
          <Button
            size={BUTTON_SIZE.page}
            variant="outline"
            loading={checking}
            loadingText="Actualizar"
            onClick={() => void queryClient.refetchQueries({ queryKey: [CHECK_KEY] })}
          >
            Actualizar
          </Button>
        }
      />
      <Text color="fg.muted" mb="4">
        Cada parte de la consola se despliega por su cuenta: esta es la versión que carga este navegador de cada una y si responde ahora.
      </Text>
      <DataTable label="Versiones" columns={columns} rows={rows} rowKey={(row) => row.key} />
      {/* Without a release store (the plan names no environment) the deploys above are the whole story. */}
      {plan.data?.env && <ReleasesSection />}
    </>
  );
}
