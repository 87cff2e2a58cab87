import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Image,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { accountUpdateSchema, type z } from '@console/shared/schemas';
import { FormFields, PageHeader, notifySuccess, zodResolver, type FieldSpec } from '@console/shared/ui';
import { StatusList } from './StatusList';
import { getAccount, getAccountStatus, updateAccount, type Account, type AccountUpdate } from './api';

/** Spec 3 §5: timezones of these regions only. */
const TIMEZONE_REGIONS = ['Africa', 'America', 'Antarctica', 'Asia', 'Australia', 'Europe', 'Arctic', 'Atlantic', 'Indian', 'Pacific'];
const TIMEZONES = Intl.supportedValuesOf('timeZone').filter((zone) => TIMEZONE_REGIONS.includes(zone.split('/')[0]));

type Editable = z.input<typeof accountUpdateSchema>;

/** What this form edits (the image is uploaded apart). */
const editable = (account: Account): Editable => ({
  name: account.name,
  type: account.type,
  is_active: account.is_active,
  main_color_dashboard: account.main_color_dashboard,
  timezone: account.timezone,
});

function fieldsFor(account: Account): FieldSpec<Editable>[] {
  // An account may hold a zone outside the regions: keep it choosable.
  const zones = account.timezone && !TIMEZONES.includes(account.timezone) ? [account.timezone, ...TIMEZONES] : TIMEZONES;
  return [
    { name: 'name', label: 'Nombre' },
    { name: 'type', label: 'Tipo' },
    { name: 'main_color_dashboard', label: 'Color principal', kind: 'color', nullable: true },
    {
      name: 'timezone',
      label: 'Zona horaria',
      kind: 'select',
      nullable: true,
      placeholder: 'Sin zona horaria',
      options: zones.map((zone) => ({ value: zone, label: zone })),
    },
    { name: 'is_active', label: 'Cuenta activa', kind: 'switch' },
  ];
}

function AccountForm({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const form = useForm<Editable, unknown, AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: editable(account),
    mode: 'onChange',
  });
  // Both read on every render: formState only tracks what is read, and `||` would skip isValid.
  const { isDirty, isValid } = form.formState;
  const save = useMutation({
    mutationFn: (values: AccountUpdate) => updateAccount(account.account_id, values),
    onSuccess: ({ resource }) => {
      notifySuccess('Cuenta actualizada');
      form.reset(editable(resource));
      queryClient.setQueryData(['account', account.account_id], { success: true, resource });
    },
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Field.Root readOnly>
          <Field.Label>Usuario</Field.Label>
          <Input value={account.username ?? ''} readOnly variant="subtle" />
        </Field.Root>
        <FormFields form={form} fields={fieldsFor(account)} />
        <Flex justify="flex-end">
          <Button type="submit" disabled={!isDirty || !isValid} loading={save.isPending}>
            Guardar
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}

export function PersonalizationPage({ accountId }: { accountId: number }) {
  const account = useQuery({ queryKey: ['account', accountId], queryFn: () => getAccount(accountId), select: (e) => e.resource });
  const status = useQuery({
    queryKey: ['account', accountId, 'status'],
    queryFn: () => getAccountStatus(accountId),
    select: (e) => e.resource,
  });
  return (
    <>
      <PageHeader title="Personalización" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            {account.data ? (
              <Stack gap="5">
                <Flex gap="4" align="center">
                  {account.data.image_dashboard ? (
                    <Image src={account.data.image_dashboard} alt={`Imagen de ${account.data.name}`} boxSize="16" rounded="md" fit="cover" />
                  ) : (
                    <Box boxSize="16" rounded="md" bg="bg.muted" />
                  )}
                  <Box>
                    <Heading as="h2" size="md">
                      {account.data.name}
                    </Heading>
                    <Text textStyle="sm" color="fg.muted">
                      ID {account.data.account_id}
                    </Text>
                  </Box>
                </Flex>
                <AccountForm account={account.data} />
              </Stack>
            ) : (
              account.isPending && <Skeleton height="64" />
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Status de la cuenta
            </Heading>
          </Card.Header>
          <Card.Body>
            {status.isSuccess ? <StatusList status={status.data} /> : status.isPending && <Skeleton height="64" />}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}
