import { useMemo } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { billingContract, billingSchema, fillPath, formatDate, organizationAreaOperations, organizationSubscriptionContract, type RowOf, type z } from '@console/contracts';
import {
  callOperation,
  PageHeader,
  ResourceEditor,
  ResourceScreen,
  resourceClient,
  StatusBadge,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
} from '@console/ui';
import { titleOf, useOrganization } from '../organization';

type Held = RowOf<typeof organizationSubscriptionContract>;
type Billing = RowOf<typeof billingContract>;
const billing = resourceClient(billingContract);

/** Today in the API's terms (expire_date is a UTC day): a subscription is in force through its expire_date. */
const today = () => new Date().toISOString().slice(0, 10);

const columns: ColumnSpec<typeof organizationSubscriptionContract>[] = [
  'organization_subscription_id',
  { header: 'Suscripción', cell: (row) => row.Subscription.name },
  { header: 'Máximo de cuentas', cell: (row) => row.Subscription.max_accounts },
  { header: 'Meses', cell: (row) => row.Subscription.months },
  'createdAt',
  'expire_date',
  {
    header: 'Estado',
    cell: (row: Held) =>
      row.expire_date >= today() ? <StatusBadge tone="positive">Vigente</StatusBadge> : <StatusBadge tone="negative">Vencida</StatusBadge>,
  },
];

const BILLING_FIELDS = ['business_name', 'tax_id', 'email', 'phone', 'address', 'city', 'country', 'zip_code'] as const;
const EMPTY_BILLING = Object.fromEntries(BILLING_FIELDS.map((key) => [key, ''])) as unknown as Billing;

/**
 * The organization's billing record (spec 1 §3, §7.5: GET and POST organization/{id}/billing): its form, saved
 * whole; before the first save, an empty one.
 */
function BillingSection({ organizationId }: { organizationId: number }) {
  const record = useQuery({
    queryKey: [...billing.key, 'detail', organizationId],
    queryFn: () => callOperation(organizationAreaOperations.billing, { params: { id: organizationId } }),
    select: (answer) => answer.resource,
  });
  const edit = useMemo<EditConfig<typeof billingContract>>(
    () => ({
      fields: BILLING_FIELDS,
      schema: billingSchema,
      submit: (row, values) => callOperation(organizationAreaOperations.setBilling, { params: { id: organizationId }, body: values as z.input<typeof billingSchema> }, { from: row }),
    }),
    [organizationId],
  );
  return (
    <Stack as="section" aria-label="Datos de facturación" gap="4" mt="10">
      <PageHeader title="Datos de facturación" level={2} />
      {record.isLoading ? (
        <Skeleton height="40" />
      ) : (
        <ResourceEditor client={billing} row={{ ...EMPTY_BILLING, ...record.data, organization_id: organizationId }} edit={edit} remove={false} />
      )}
      {record.data?.updatedAt && (
        <Text textStyle="sm" color="fg.muted">
          Última actualización: {formatDate(record.data.updatedAt)}
        </Text>
      )}
    </Stack>
  );
}

/** Spec 3 §2: the organization's subscriptions with their expire_date, a create dialog (one must be chosen), delete. */
function OrganizationSubscriptions({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  // The server sets expire_date from the subscription's months; the dialog asks only for the subscription.
  const create = useMemo<CreateConfig>(() => ({ fields: ['subscription_id'], defaults: { organization_id: organizationId } }), [organizationId]);
  return (
    <>
      <ResourceScreen
        contract={organizationSubscriptionContract}
        title={titleOf(organizationSubscriptionContract.texts.title, organization)}
        columns={columns}
        listPath={fillPath(organizationAreaOperations.subscriptions.path, { id: organizationId })}
        create={create}
      />
      <BillingSection organizationId={organizationId} />
    </>
  );
}

export default function OrganizationSubscriptionsPage() {
  const { id } = useOrganization();
  return <OrganizationSubscriptions key={id} organizationId={id} />;
}
