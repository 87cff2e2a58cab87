import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Card, HStack, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { notify } from '@console/core';
import { accountContract, extensionContract, extensionOperations, extensionTexts, routePath, type RowOf } from '@console/contracts';
import {
  BUTTON_SIZE,
  callOperation,
  DraftsProvider,
  FormFields,
  LinkButton,
  PageHeader,
  RemoteSelect,
  ResourceEditor,
  contractDefaults,
  contractFields,
  resourceClient,
  useCan,
  useDrafts,
  useResourceMutation,
  useResourceRecord,
  zodResolver,
  type EditConfig,
} from '@console/ui';
import { extensionOverrides, extensions, updateExtension } from './fields';

type Extension = RowOf<typeof extensionContract>;
type Account = RowOf<typeof accountContract>;

const accounts = resourceClient(accountContract);
const createKeys = extensionContract.createFields as readonly string[];

const backToList = (
  <LinkButton to={routePath('extensions')} variant="ghost">
    Volver a extensiones
  </LinkButton>
);

/** Id 0: the create form; on success, the new extension's detail. */
function CreateExtension() {
  const navigate = useNavigate();
  const permission = useCan(extensionContract.path, 'create', extensionContract.names.many);
  const fields = useMemo(() => contractFields(extensionContract, createKeys, extensionOverrides), []);
  const form = useForm({ resolver: zodResolver(extensionContract.schemas.create), defaultValues: contractDefaults(extensionContract, createKeys), mode: 'onChange' });
  // What is typed is a draft of the page: leaving it unsaved asks first (a subscription: typing re-renders nothing).
  const drafts = useDrafts();
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty }) => drafts?.set('extension/new', isDirty ? values : undefined),
      }),
    [drafts, form],
  );
  const create = useResourceMutation(extensions, (values: Record<string, unknown>) => extensions.create(values), {
    success: extensionContract.texts.created,
    onSuccess: (answer) => {
      drafts?.set('extension/new', undefined);
      navigate(routePath('extension', { extension_id: answer.resource.extension_id }), { replace: true });
    },
  });
  return (
    <>
      <PageHeader title={extensionContract.texts.createTitle} actions={backToList} />
      <Card.Root>
        <Card.Body>
          <form noValidate aria-label={extensionContract.texts.createTitle} onSubmit={form.handleSubmit((values) => create.mutate(values))}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
              <FormFields form={form} fields={fields} />
            </SimpleGrid>
            <HStack mt="5" gap="3">
              <Button type="submit" size={BUTTON_SIZE.page} disabled={!form.formState.isValid || !permission.allowed} loading={create.isPending}>
                Crear
              </Button>
              {!permission.allowed && <Text textStyle="sm" color="fg.muted">{permission.reason}</Text>}
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
    </>
  );
}

const link = (action: 'associate' | 'disassociate', body: { extension_id: number; account_id: number }) => callOperation(extensionOperations[action], { body });

/** The accounts the extension is installed in (POST extension/associate, extension/disassociate). */
function ExtensionAccounts({ extension }: { extension: Extension }) {
  const installed = extension.Accounts ?? [];
  const mayUpdate = useCan(extensionContract.path, 'update', extensionContract.names.many);
  const [chosen, setChosen] = useState<Account | null>(null);
  const add = useResourceMutation(extensions, (account_id: number) => link('associate', { extension_id: extension.extension_id, account_id }), {
    success: extensionTexts.associated,
    onSuccess: () => setChosen(null),
  });
  const remove = useResourceMutation(extensions, (account_id: number) => link('disassociate', { extension_id: extension.extension_id, account_id }), {
    success: extensionTexts.removed,
  });
  function onAdd() {
    if (!chosen) return;
    if (installed.some((account) => account.account_id === chosen.account_id)) return notify({ type: 'warning', title: extensionTexts.accountLinked });
    add.mutate(chosen.account_id);
  }
  return (
    <Stack as="section" aria-label="Cuentas con la extensión" gap="3">
      <Heading as="h2" size="md">
        Cuentas con la extensión
      </Heading>
      {installed.length === 0 ? (
        <Text color="fg.muted">La extensión no está instalada en ninguna cuenta.</Text>
      ) : (
        <Box maxH="250px" overflowY="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" stickyHeader aria-label="Cuentas con la extensión">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ID</Table.ColumnHeader>
                <Table.ColumnHeader>Cuenta</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {installed.map((account) => (
                <Table.Row key={account.account_id}>
                  <Table.Cell>{account.account_id}</Table.Cell>
                  <Table.Cell>{account.name}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {mayUpdate.allowed && (
                      <Button size={BUTTON_SIZE.cell} variant="outline" colorPalette="red" loading={remove.isPending && remove.variables === account.account_id} onClick={() => remove.mutate(account.account_id)} aria-label={`Quitar de ${account.name}`}>
                        Quitar
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {mayUpdate.allowed ? (
        <HStack align="end" gap="3" maxW="xl">
          <Box flex="1">
            <RemoteSelect label="Instalar en la cuenta" placeholder="Buscar cuenta" resource={accounts} itemLabel={(account) => account.name} value={chosen} onChange={setChosen} />
          </Box>
          <Button size={BUTTON_SIZE.row} disabled={!chosen} loading={add.isPending} onClick={onAdd}>
            Instalar
          </Button>
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {mayUpdate.reason}
        </Text>
      )}
    </Stack>
  );
}

function ExtensionDetail({ extensionId }: { extensionId: number }) {
  const navigate = useNavigate();
  const record = useResourceRecord(extensions, extensionId);
  const edit: EditConfig<typeof extensionContract> = {
    overrides: extensionOverrides,
    submit: (row, values, changed) => updateExtension(row, Object.fromEntries(changed.map((key) => [key, values[key]]))),
  };
  return (
    <>
      <PageHeader title={record.data ? `Extensión ${record.data.name}` : 'Extensión'} actions={backToList} />
      {record.data ? (
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <ResourceEditor client={extensions} row={record.data} edit={edit} remove={{ onRemoved: () => navigate(routePath('extensions')) }} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <ExtensionAccounts extension={record.data} />
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : (
        record.isPending && <Skeleton height="96" />
      )}
    </>
  );
}

/** Spec 2 §2: an extension's create (id 0) or update form, and the accounts it is installed in. */
export default function ExtensionDetailPage() {
  const id = Number(useParams().extension_id);
  // Keyed: another extension is a fresh form; what is typed in it is asked about before leaving unsaved.
  return <DraftsProvider key={id}>{id === 0 ? <CreateExtension /> : <ExtensionDetail extensionId={id} />}</DraftsProvider>;
}
