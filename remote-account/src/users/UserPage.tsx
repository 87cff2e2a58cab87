/**
 * A user of the account (spec 3 §2, §4, §5, §8): the profile with the bot's switch, the user's values, the
 * user's data (the changed fields only are sent) and its deletion — soft after the standard question, or
 * permanent after typing its id —, after which the users list of its platform shows. The platform is the URL's
 * (`?platform=`), else the user's own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar, Button, Card, DataList, Field, Flex, HStack, Heading, Input, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { notify, notifySuccess } from '@console/core';
import { formatDateTime, routePath, userContract, userTexts } from '@console/contracts';
import {
  ActionDialog,
  BUTTON_SIZE,
  ConfirmDialog,
  DraftsProvider,
  LinkButton,
  PageHeader,
  ResourceEditor,
  contractUndo,
  notifyUndoableDelete,
  useCan,
  useDrafts,
  useResourceMutation,
  useResourceRecord,
} from '@console/ui';
import { useAccount } from '../account';
import { deleteForever, setBotStatus, users, type UserRow } from './api';
import { platformTitle, useAccountPlatforms } from './PlatformTabs';
import { UserValues } from './UserValues';

const { names, texts, fields } = userContract;
/** Shown beside the form, never sent: the platform sets them (the bot's switch has its own call). */
const READ_ONLY = ['createdAt', 'last_info_update', 'last_interaction_time'] as const;

function BotSwitch({ user }: { user: UserRow }) {
  const mayUpdate = useCan(userContract.path, 'update', names.many);
  const toggle = useResourceMutation(users, (enabled: boolean) => setBotStatus(user, enabled), { success: userTexts.botStatusUpdated });
  // What was asked for until the user is read again; after a failure, what the server holds.
  const checked = toggle.isPending ? toggle.variables : user.bot_enabled;
  // The switch draws `checked`, but its input (what assistive technology reads) keeps the click's state when
  // a failure leaves the value as it was: set it whenever the call moves on.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  }, [checked, toggle.status]);
  return (
    <Stack gap="1" align="end">
      <Switch.Root checked={checked} disabled={!mayUpdate.allowed || toggle.isPending} onCheckedChange={(details) => toggle.mutate(details.checked)}>
        <Switch.HiddenInput ref={input} />
        <Switch.Control />
        <Switch.Label>{fields.bot_enabled.label}</Switch.Label>
      </Switch.Root>
      {!mayUpdate.allowed && (
        <Text textStyle="xs" color="fg.muted">
          {mayUpdate.reason}
        </Text>
      )}
    </Stack>
  );
}

function Profile({ user, platform }: { user: UserRow; platform: string | undefined }) {
  const label = userContract.label(user);
  return (
    <Flex gap="4" align="center" wrap="wrap" mb="6">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={label} />
        {user.profile_pic && <Avatar.Image src={user.profile_pic} alt={`Foto de ${label}`} />}
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="60">
        <Heading as="h1" size="2xl">
          {label}
        </Heading>
        {user.screen_name && user.screen_name !== label && <Text color="fg.muted">{user.screen_name}</Text>}
        <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
          {platform && <Text>{platform}</Text>}
          <Text>ID {user.user_id}</Text>
          <Text>
            {fields.last_interaction_time.label}: {formatDateTime(user.last_interaction_time)}
          </Text>
        </HStack>
      </Stack>
      <BotSwitch user={user} />
    </Flex>
  );
}

/** The toast of 'Eliminar usuario' takes it back: 'Deshacer' restores the user (PATCH user/{id}/restore). */
const undo = contractUndo(users)!;

/** 'Eliminar usuario': the standard question, then DELETE user/{id} (a soft delete, which its toast can undo). */
function DeleteUser({ user, onDeleted }: { user: UserRow; onDeleted(): void }) {
  const mayDelete = useCan(userContract.path, 'delete', names.many);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => users.remove(user.user_id, user),
    onSuccess: (answer) => {
      notifyUndoableDelete(queryClient, users, userTexts.deleted, undo, answer.resource);
      onDeleted();
    },
  });
  return (
    <>
      {/* A disabled button shows no tooltip of its own: its wrapper carries the reason. */}
      <span title={mayDelete.reason}>
        <Button size={BUTTON_SIZE.page} variant="outline" colorPalette="red" disabled={!mayDelete.allowed} onClick={() => setConfirming(true)}>
          Eliminar usuario
        </Button>
      </span>
      <ConfirmDialog
        open={confirming}
        title={texts.deleteTitle}
        what={texts.what(userContract.label(user))}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** 'Eliminar permanentemente' (spec 3 §5): only once the user's id is typed; a wrong one cancels and sends nothing. */
function DeleteForever({ user, onDeleted }: { user: UserRow; onDeleted(): void }) {
  const mayDelete = useCan(userContract.path, 'delete', names.many);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const reasonId = useId();
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const destroy = useMutation({
    mutationFn: () => deleteForever(user),
    onSuccess: () => {
      notifySuccess(userTexts.deletedForever);
      close();
      onDeleted();
    },
  });
  return (
    <ActionDialog
      title="Eliminar permanentemente"
      destructive
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={() => {
        if (typed.trim() !== String(user.user_id)) {
          close();
          notify({ type: 'warning', title: userTexts.typedIdMismatch });
          return;
        }
        destroy.mutate();
      }}
      submitLabel="Eliminar"
      canSubmit={typed.trim() !== ''}
      submitting={destroy.isPending}
      reason="Escribe el ID del usuario."
      reasonId={reasonId}
      refused={mayDelete.reason}
    >
      <Stack gap="4">
        <Text>
          Se eliminarán para siempre {texts.what(userContract.label(user))}, sus valores y sus breadcrumbs. No se puede deshacer esta acción.
        </Text>
        <Field.Root>
          <Field.Label>Escribe el ID del usuario ({user.user_id}) para confirmar</Field.Label>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} inputMode="numeric" autoComplete="off" />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}

function UserDetail({ accountId, user, platform }: { accountId: number; user: UserRow; platform: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drafts = useDrafts();
  const accountPlatforms = useAccountPlatforms(accountId);
  const platformRow = accountPlatforms.data?.find((row) => row.platform_id === platform);
  const back = routePath('account-users', { account_id: accountId }, { platform });

  function leave() {
    // The deleted user's unsaved form is not asked about (ResourceEditor keeps a record's draft as 'user/{id}').
    drafts?.set(`${userContract.path}/${user.user_id}`, undefined);
    void queryClient.invalidateQueries({ queryKey: [...users.key, 'detail', user.user_id], refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: [...users.key, 'list'] });
    navigate(back);
  }

  return (
    <>
      <Profile user={user} platform={platformRow && platformTitle(platformRow)} />
      <HStack gap="3" wrap="wrap" mb="6">
        <LinkButton to={back} size={BUTTON_SIZE.page}>
          Volver a usuarios
        </LinkButton>
        <LinkButton to={routePath('user-breadcrumbs', { account_id: accountId, user_id: user.user_id }, { platform })} size={BUTTON_SIZE.page}>
          Ver breadcrumbs
        </LinkButton>
        <DeleteUser user={user} onDeleted={leave} />
        <DeleteForever user={user} onDeleted={leave} />
      </HStack>
      <Stack gap="8">
        <UserValues accountId={accountId} userId={user.user_id} />
        <Card.Root as="section" aria-label="Datos del usuario">
          <Card.Header>
            <Heading as="h2" size="md">
              Datos del usuario
            </Heading>
          </Card.Header>
          <Card.Body gap="5">
            <DataList.Root orientation="horizontal" size="sm">
              {READ_ONLY.map((key) => (
                <DataList.Item key={key}>
                  <DataList.ItemLabel minW="56">{fields[key].label}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDateTime(user[key])}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {/* Every field the contract lets an update change; 'Guardar' sends the changed ones. */}
            <ResourceEditor client={users} row={user} remove={false} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}

function User({ accountId, userId }: { accountId: number; userId: number }) {
  const record = useResourceRecord(users, userId);
  const [searchParams] = useSearchParams();
  if (!record.data) {
    return (
      <>
        <PageHeader title="Usuario" />
        {/* The failure is toasted too ('Error obteniendo datos del usuario'). */}
        {record.isError ? <Text color="fg.muted">{userTexts.readFailed}</Text> : <Skeleton height="40" />}
      </>
    );
  }
  const requested = Number(searchParams.get('platform'));
  const platform = Number.isInteger(requested) && requested > 0 ? requested : record.data.platform_id;
  return (
    // What is typed in the user's form and in its values' rows is asked about before leaving unsaved.
    <DraftsProvider>
      <UserDetail accountId={accountId} user={record.data} platform={platform} />
    </DraftsProvider>
  );
}

export default function UserPage() {
  const { id } = useAccount();
  const userId = Number(useParams().user_id);
  if (!Number.isInteger(userId) || userId <= 0) return <Navigate to={routePath('account-users', { account_id: id })} replace />;
  // Keyed: another user is a fresh screen (its forms, its selection).
  return <User key={userId} accountId={id} userId={userId} />;
}
