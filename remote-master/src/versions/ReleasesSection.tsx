/**
 * 'Versiones', the release store's part (issue 27): per app, what is live and in canary in this API's
 * environment, its published versions with their error reports over the last hour, and the last pointer changes.
 * A superadmin promotes a version, starts a canary (a share of the staff or named admins) and rolls back, each
 * after a question; the API records it in the audit trail. Everyone else reads.
 */
import { useState } from 'react';
import { Box, Button, Field, Heading, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@console/core';
import {
  formatDateTime,
  formatNumber,
  promoteBodySchema,
  REMOTE_TITLES,
  type PromoteBody,
  type ReleaseApp,
  type ReleaseAppOverview,
  type ReleaseVersionRow,
} from '@console/contracts';
import { ActionDialog, BUTTON_SIZE, DataTable, QuestionDialog, StatusBadge, useAccess, type Column } from '@console/ui';
import { fetchOverview, promoteRelease, RELEASES_KEY, rollbackRelease } from './releases';

const appTitle = (app: ReleaseApp) => (app === 'host' ? 'Host' : REMOTE_TITLES[app]);

/** How a canary is shared out, in words: '10 % del equipo', 'administradores 3, 7'. */
const canaryAudience = (canary: NonNullable<ReleaseAppOverview['canary']>) =>
  canary.admins ? `administradores ${canary.admins.join(', ')}` : `${canary.percent} % del equipo`;

const ACTION_WORDS = { promote: 'Promovida', canary: 'Canary', rollback: 'Revertida' } as const;

type Asked = { kind: 'promote'; app: ReleaseApp; version: string } | { kind: 'rollback'; app: ReleaseApp; to: string } | null;

/** Shown when the API follows a release store (its plan names an environment). */
export function ReleasesSection() {
  const queryClient = useQueryClient();
  const superadmin = useAccess()?.superadmin === true;
  const overview = useQuery({ queryKey: RELEASES_KEY, queryFn: fetchOverview });
  const [asked, setAsked] = useState<Asked>(null);

  const changed = async (text: string) => {
    notifySuccess(text);
    setAsked(null);
    await queryClient.invalidateQueries({ queryKey: RELEASES_KEY });
  };
  const promoting = useMutation({
    mutationFn: ({ app, body }: { app: ReleaseApp; body: PromoteBody }) => promoteRelease(app, body),
    onSuccess: (_answer, { body }) => changed(body.canary ? 'Canary iniciado' : 'Versión promovida'),
  });
  const rollingBack = useMutation({
    mutationFn: (app: ReleaseApp) => rollbackRelease(app),
    onSuccess: () => changed('Versión revertida'),
  });

  if (overview.isPending) return <Text color="fg.muted">Cargando versiones publicadas…</Text>;
  // Without a release store the deploys above are the whole story.
  if (!overview.data) return null;

  const columnsOf = (app: ReleaseAppOverview): Column<ReleaseVersionRow>[] => [
    { header: 'Versión', cell: (row) => <Text fontFamily="mono" fontSize="sm">{row.version}</Text> },
    { header: 'Compilada', cell: (row) => formatDateTime(row.builtAt) },
    { header: 'Publicada', cell: (row) => formatDateTime(row.publishedAt) },
    {
      header: 'Estado',
      cell: (row) =>
        row.live ? (
          <StatusBadge tone="positive">En producción</StatusBadge>
        ) : row.canary && app.canary ? (
          <StatusBadge tone="warning">Canary: {canaryAudience(app.canary)}</StatusBadge>
        ) : (
          '-'
        ),
    },
    {
      header: 'Errores (última hora)',
      cell: (row) => (row.errors > 0 ? <StatusBadge tone="negative">{formatNumber(row.errors)}</StatusBadge> : '0'),
    },
    ...(superadmin
      ? [
          {
            header: 'Acciones',
            cell: (row: ReleaseVersionRow) =>
              row.live ? null : (
                <HStack gap="2">
                  <Button size={BUTTON_SIZE.row} variant="outline" aria-label={`Promover ${row.version}`} onClick={() => setAsked({ kind: 'promote', app: app.app, version: row.version })}>
                    Promover
                  </Button>
                  {app.live && !row.canary && (
                    <CanaryDialog version={row.version} submitting={promoting.isPending} onSubmit={(body) => promoting.mutateAsync({ app: app.app, body })} />
                  )}
                </HStack>
              ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="8" mt="10">
      <Box>
        <Heading as="h2" size="md">
          Versiones publicadas ({overview.data.env})
        </Heading>
        <Text color="fg.muted">
          Cada equipo publica su parte; aquí se ve qué versión está en producción, cuál en canary y cuántos errores informaron los navegadores en la última hora.
          {superadmin ? '' : ' Solo un superadministrador cambia las versiones.'}
        </Text>
      </Box>
      {overview.data.apps.map((app) => (
        <Box as="section" key={app.app} aria-label={`Versiones de ${appTitle(app.app)}`}>
          <HStack justify="space-between" align="flex-start" mb="2" wrap="wrap">
            <Box>
              <Heading as="h3" size="sm">
                {appTitle(app.app)}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {app.live ? `En producción: ${app.live}` : 'Nada promovido: se sirve la compilación local.'}
                {app.canary ? ` · Canary: ${app.canary.version} (${canaryAudience(app.canary)})` : ''}
                {app.changes[0] ? ` · Último cambio: ${ACTION_WORDS[app.changes[0].action]} por ${app.changes[0].by}, ${formatDateTime(app.changes[0].at)}` : ''}
              </Text>
            </Box>
            {superadmin && app.rollbackTo && (
              <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" onClick={() => setAsked({ kind: 'rollback', app: app.app, to: app.rollbackTo! })}>
                {app.canary ? 'Terminar canary' : 'Revertir'}
              </Button>
            )}
          </HStack>
          {app.versions.length === 0 ? (
            <Text fontSize="sm">Ninguna versión publicada.</Text>
          ) : (
            <DataTable label={`Versiones publicadas de ${appTitle(app.app)}`} columns={columnsOf(app)} rows={app.versions} rowKey={(row) => row.version} />
          )}
        </Box>
      ))}

      <QuestionDialog
        open={asked !== null}
        title={asked?.kind === 'rollback' ? 'Revertir versión' : 'Promover versión'}
        question={
          asked?.kind === 'rollback'
            ? `¿Volver ${appTitle(asked.app)} a ${asked.to}? Las pestañas abiertas verán el aviso de versión nueva en menos de un minuto.`
            : asked
              ? `¿Poner ${asked.version} de ${appTitle(asked.app)} en producción para todo el equipo? Las pestañas abiertas verán el aviso de versión nueva en menos de un minuto.`
              : ''
        }
        confirmLabel={asked?.kind === 'rollback' ? 'Revertir' : 'Promover'}
        cancelLabel="Cancelar"
        loading={promoting.isPending || rollingBack.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked?.kind === 'rollback') rollingBack.mutate(asked.app);
          else if (asked) promoting.mutate({ app: asked.app, body: { version: asked.version } });
        }}
      />
    </Stack>
  );
}

/** A canary's audience: a share of the staff (1–99 %) or named admins (ids), checked by the API's own rule. */
function CanaryDialog({ version, submitting, onSubmit }: { version: string; submitting: boolean; onSubmit(body: PromoteBody): Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<'percent' | 'admins'>('percent');
  const [percent, setPercent] = useState('10');
  const [admins, setAdmins] = useState('');
  const body = {
    version,
    canary: by === 'percent' ? { percent: Number(percent) } : { admins: admins.split(/[\s,]+/).filter(Boolean).map(Number) },
  };
  const checked = promoteBodySchema.safeParse(body);
  return (
    <ActionDialog
      title="Canary"
      openLabel={`Canary de ${version}`}
      openVariant="outline"
      openSize={BUTTON_SIZE.row}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // A refused canary (the core guard, a newer canary meanwhile) keeps the dialog and what was typed; the toast says why.
      onSubmit={() => checked.success && void onSubmit(checked.data).then(() => setOpen(false), () => undefined)}
      submitLabel="Iniciar canary"
      canSubmit={checked.success}
      submitting={submitting}
      reason={checked.success ? null : checked.error.issues[0].message}
    >
      <Stack gap="4">
        <Text>
          {version} se servirá solo a una parte del equipo; el resto sigue con la versión en producción. Cada administrador ve siempre la misma versión, en todas sus
          pestañas.
        </Text>
        <RadioGroup.Root value={by} onValueChange={(details) => setBy(details.value as 'percent' | 'admins')}>
          <HStack gap="6">
            <RadioGroup.Item value="percent">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Porcentaje del equipo</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="admins">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Administradores</RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
        {by === 'percent' ? (
          <Field.Root invalid={!checked.success}>
            <Field.Label>Porcentaje</Field.Label>
            <Input inputMode="numeric" value={percent} onChange={(event) => setPercent(event.target.value)} />
          </Field.Root>
        ) : (
          <Field.Root invalid={!checked.success}>
            <Field.Label>Ids de administrador</Field.Label>
            <Input placeholder="3, 7" value={admins} onChange={(event) => setAdmins(event.target.value)} />
            <Field.HelperText>Separados por comas.</Field.HelperText>
          </Field.Root>
        )}
      </Stack>
    </ActionDialog>
  );
}
