import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { extensionAccountsLink, extensionContract, routePath } from '@console/contracts';
import {
  BUTTON_SIZE,
  DraftsProvider,
  FormFields,
  LinkButton,
  PageHeader,
  Links,
  ResourceEditor,
  contractDefaults,
  contractFields,
  formWaits,
  useButtonReason,
  useCan,
  useDrafts,
  useResourceMutation,
  useResourceRecord,
  zodResolver,
  type EditConfig,
} from '@console/ui';
import { extensionOverrides, extensions, updateExtension } from './fields';

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
  // Why 'Crear' waits: the role, or what the form lacks ('Completa la descripción, el entorno de ejecución y …').
  const typed = useWatch({ control: form.control });
  const reason = useButtonReason(!permission.allowed ? permission.reason : formWaits(extensionContract, extensionContract.schemas.create, typed));
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
              <Button type="submit" size={BUTTON_SIZE.page} disabled={Boolean(reason.describedBy)} aria-describedby={reason.describedBy} loading={create.isPending}>
                Crear
              </Button>
              {reason.text}
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
    </>
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
              <Links link={extensionAccountsLink} ownerId={record.data.extension_id} rows={record.data.Accounts ?? []} level="h2" maxHeight="250px" />
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
