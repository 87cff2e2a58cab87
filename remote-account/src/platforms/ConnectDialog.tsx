/**
 * 'Conectar' on a Facebook, Messenger or Twitter platform of the account (spec 3 §2, §3, §8; RULINGS 3): the
 * server first says which providers it reaches (GET platform_connect), and the dialog says so when this one is
 * not configured. Facebook and Messenger: a user token lists the pages it manages (POST facebook/pages), one is
 * chosen and connected with that token; Twitter: the profile's access token and secret. Both go to POST
 * account/{id}/platform/{platform_id}. Tokens are never shown back, and closing the dialog forgets them.
 */
import { useId, useState } from 'react';
import { Alert, Button, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@console/core';
import {
  accountContract,
  accountLinkTexts,
  accountPlatformContract,
  accountPlatformOperations,
  connectProviderOf,
  facebookPagesSchema,
  platformConnectSchema,
  type AccountPlatformRow,
  type z,
} from '@console/contracts';
import { ActionDialog, BUTTON_SIZE, callOperation, useCan, useResourceMutation, type ResourceClient } from '@console/ui';

type ConnectBody = z.infer<typeof platformConnectSchema>;

/** The same failure in the spec's own words; the server's text stays below them. */
const toldAs = (error: unknown, message: string) => (error instanceof ApiError ? new ApiError(message, error.status, error.detail, error.field) : error);

/** POST facebook/pages: the pages a Facebook user token manages. Any failure reads 'Error obteniendo páginas de Facebook.' (RULINGS 2). */
async function facebookPages(facebook_access_token: string) {
  try {
    const answer = await callOperation(accountPlatformOperations.facebookPages, { body: { facebook_access_token } });
    return answer.resource;
  } catch (error) {
    throw toldAs(error, accountLinkTexts.facebookPagesFailed);
  }
}

/** POST account/{id}/platform/{platform_id}: 'Error conectando cuenta' when the server refuses, 'Ocurrió un error conectando la plataforma.' when the request fails. */
async function connectPlatform(accountId: number, platformId: number, body: ConnectBody) {
  try {
    return await callOperation(accountPlatformOperations.connect, { params: { id: accountId, platform_id: platformId }, body });
  } catch (error) {
    const answered = error instanceof ApiError && error.status !== undefined;
    throw toldAs(error, answered ? accountLinkTexts.connectFailed : accountLinkTexts.connectRequestFailed);
  }
}

function SecretField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="password" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

interface ConnectDialogProps {
  /** The screen's client of the account's platforms: refreshed once connected (the row's 'Conexión'). */
  client: ResourceClient<typeof accountPlatformContract>;
  accountId: number;
  platform: AccountPlatformRow;
}

export function ConnectDialog({ client, accountId, platform }: ConnectDialogProps) {
  const provider = connectProviderOf(platform.name);
  const may = useCan(accountContract.path, 'update', accountContract.names.many);
  const [open, setOpen] = useState(false);
  const [accessToken, setAccessToken] = useState('');
  const [secretToken, setSecretToken] = useState('');
  const [pageId, setPageId] = useState<string | null>(null);
  const reasonId = useId();
  const status = useQuery({
    queryKey: [accountPlatformOperations.connectStatus.path],
    queryFn: () => callOperation(accountPlatformOperations.connectStatus, {}),
    select: (answer) => answer.resource,
    enabled: open,
  });
  const listPages = useMutation({ mutationFn: facebookPages });
  const connect = useResourceMutation(client, (body: ConnectBody) => connectPlatform(accountId, platform.platform_id, body), {
    success: accountLinkTexts.connected,
    onSuccess: () => close(),
  });

  function close() {
    setOpen(false);
    setAccessToken('');
    setSecretToken('');
    setPageId(null);
    listPages.reset();
    connect.reset();
  }

  if (!provider) return null;
  const facebook = provider === 'facebook';
  const configured = status.data?.[provider] === true;
  // The pages of the token as it is now: another token has pages of its own.
  const pages = listPages.isSuccess && listPages.variables === accessToken ? listPages.data : null;
  const page = pages?.find((candidate) => candidate.id === pageId);
  const body = platformConnectSchema.safeParse(
    facebook ? (page ? { external_id: page.id, access_token: accessToken } : undefined) : { access_token: accessToken, secret_token: secretToken },
  );
  const canSubmit = configured && body.success;
  const reason = !configured ? null : facebook ? (pages === null ? 'Obtén las páginas del token y elige una.' : 'Elige una página.') : 'Completa el token de acceso y el token secreto.';

  return (
    <ActionDialog
      title={`Conectar ${platform.title}`}
      openVariant="outline"
      openSize={BUTTON_SIZE.row}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={() => body.success && configured && connect.mutate(body.data)}
      submitLabel="Conectar"
      canSubmit={canSubmit}
      submitting={connect.isPending}
      reason={reason}
      reasonId={reasonId}
      refused={may.reason}
    >
      <Stack gap="4">
        {status.isLoading && <Text color="fg.muted">Comprobando la conexión…</Text>}
        {status.data && !configured && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{accountLinkTexts.notConfigured(provider)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {configured && facebook && (
          <>
            <SecretField label="Token de acceso de Facebook" value={accessToken} onChange={setAccessToken} />
            <Button
              size={BUTTON_SIZE.row}
              variant="outline"
              alignSelf="start"
              disabled={!facebookPagesSchema.safeParse({ facebook_access_token: accessToken }).success}
              loading={listPages.isPending}
              onClick={() => listPages.mutate(accessToken)}
            >
              Obtener páginas
            </Button>
            {pages?.length === 0 && <Text color="fg.muted">{accountLinkTexts.noPages}</Text>}
            {pages && pages.length > 0 && (
              <RadioGroup.Root value={pageId} onValueChange={(details) => setPageId(details.value)}>
                <RadioGroup.Label>Página</RadioGroup.Label>
                <Stack gap="2" mt="2">
                  {pages.map((candidate) => (
                    <RadioGroup.Item key={candidate.id} value={candidate.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {candidate.name}{' '}
                        <Text as="span" color="fg.muted">
                          · {candidate.category}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            )}
          </>
        )}
        {configured && !facebook && (
          <>
            <SecretField label="Token de acceso" value={accessToken} onChange={setAccessToken} />
            <SecretField label="Token secreto" value={secretToken} onChange={setSecretToken} />
          </>
        )}
      </Stack>
    </ActionDialog>
  );
}
