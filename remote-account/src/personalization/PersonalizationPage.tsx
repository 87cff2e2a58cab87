import { Box, Card, Field, Flex, Heading, Image, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountContract } from '@console/contracts';
import { DraftsProvider, PageHeader, ResourceEditor, useResourceRecord, type EditConfig, type FieldOverrides } from '@console/ui';
import { accounts, useAccount, type Account } from '../account';
import { StatusList } from './StatusList';
import { getAccountStatus } from './api';

/** Spec 3 §5: timezones of these regions only. */
const TIMEZONE_REGIONS = ['Africa', 'America', 'Antarctica', 'Asia', 'Australia', 'Europe', 'Arctic', 'Atlantic', 'Indian', 'Pacific'];
const TIMEZONES = Intl.supportedValuesOf('timeZone').filter((zone) => TIMEZONE_REGIONS.includes(zone.split('/')[0]));

/** What this form edits; the image is uploaded by its field and saved with the rest. */
const edit: EditConfig<typeof accountContract> = { fields: ['image_dashboard', 'name', 'type', 'main_color_dashboard', 'timezone', 'is_active'] };

function overridesFor(account: Account): FieldOverrides {
  // An account may hold a zone outside the regions: keep it choosable.
  const zones = account.timezone && !TIMEZONES.includes(account.timezone) ? [account.timezone, ...TIMEZONES] : TIMEZONES;
  return {
    timezone: { kind: 'select', placeholder: 'Sin zona horaria', options: zones.map((zone) => ({ value: zone, label: zone })) },
    is_active: { label: 'Cuenta activa' },
  };
}

function AccountCard({ account }: { account: Account }) {
  return (
    <Stack gap="5">
      <Flex gap="4" align="center">
        {account.image_dashboard ? (
          <Image src={account.image_dashboard} alt={`Imagen de ${account.name}`} boxSize="16" rounded="md" fit="cover" />
        ) : (
          <Box boxSize="16" rounded="md" bg="bg.muted" />
        )}
        <Box>
          <Heading as="h2" size="md">
            {account.name}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            ID {account.account_id}
          </Text>
        </Box>
      </Flex>
      <Field.Root readOnly>
        <Field.Label>Usuario</Field.Label>
        <Input value={account.username ?? ''} readOnly variant="subtle" />
      </Field.Root>
      {/* What is typed is asked about before leaving the screen unsaved. */}
      <DraftsProvider>
        <ResourceEditor client={accounts} row={account} edit={edit} remove={false} overrides={overridesFor(account)} />
      </DraftsProvider>
    </Stack>
  );
}

function Personalization({ accountId }: { accountId: number }) {
  const account = useResourceRecord(accounts, accountId);
  const status = useQuery({
    queryKey: [...accounts.key, 'detail', accountId, 'status'],
    queryFn: () => getAccountStatus(accountId),
    select: (answer) => answer.resource,
  });
  return (
    <>
      <PageHeader title="Personalización" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>{account.data ? <AccountCard account={account.data} /> : account.isPending && <Skeleton height="64" />}</Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Estado de la cuenta
            </Heading>
          </Card.Header>
          <Card.Body>{status.isSuccess ? <StatusList status={status.data} /> : status.isPending && <Skeleton height="64" />}</Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}

/** Spec 3 §2, §5: the account's appearance and its status (AccountGate sends an invalid account to master). */
export default function PersonalizationPage() {
  return <Personalization accountId={useAccount().id} />;
}
