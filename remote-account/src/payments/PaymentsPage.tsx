import { useId, useState } from 'react';
import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { fillPath, planPaymentContract, planPaymentOperations } from '@console/contracts';
import { ActionDialog, ResourceScreen, downloadFile, type ColumnSpec } from '@console/ui';
import { titleOf, useAccount } from '../account';

/** What was paid, as people read money: two decimals, thousands grouped. */
const MONEY = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns: ColumnSpec<typeof planPaymentContract>[] = [
  { header: 'ID', cell: (payment) => planPaymentContract.label(payment), sort: 'plan_payment_id' },
  'plan_name',
  { header: planPaymentContract.fields.amount.label, cell: (payment) => MONEY.format(payment.amount) },
  'reference',
  'createdAt',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Exportar CSV' (spec 3 §2, §5, §7): the payments of a range of days, both included — 'Descargar' waits for both
 * days, in order, and says why —, GET account/{id}/plan_payment/download_summary, saved by the browser under the
 * server's name. A failure says 'Error obteniendo pagos.' and keeps the dialog with its days.
 */
function ExportCsv({ accountId }: { accountId: number }) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const reasonId = useId();
  const chosen = DAY.test(from) && DAY.test(to);
  // Days as 'YYYY-MM-DD' compare as text.
  const ordered = chosen && from <= to;
  const reason = !chosen ? 'Elige las fechas Desde y Hasta.' : !ordered ? 'La fecha Desde debe ser anterior o igual a Hasta.' : null;
  const close = () => {
    setOpen(false);
    setFrom('');
    setTo('');
  };
  const exporting = useMutation({
    mutationFn: () =>
      downloadFile(fillPath(planPaymentOperations.summary.path, { id: accountId }), {
        what: planPaymentContract.names.many,
        fallbackName: `pagos-${from}-${to}.csv`,
        searchParams: { format: 'csv', init_date: from, final_date: to },
      }),
    onSuccess: close,
  });
  return (
    <ActionDialog
      title="Exportar CSV"
      openVariant="outline"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={() => {
        if (ordered) exporting.mutate();
      }}
      submitLabel="Descargar"
      canSubmit={ordered}
      submitting={exporting.isPending}
      reason={reason}
      reasonId={reasonId}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          Los pagos creados entre esas fechas, ambas incluidas.
        </Text>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root flex="1" minW="40">
            <Field.Label>Desde</Field.Label>
            <Input type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
          </Field.Root>
          <Field.Root flex="1" minW="40">
            <Field.Label>Hasta</Field.Label>
            <Input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
          </Field.Root>
        </HStack>
      </Stack>
    </ActionDialog>
  );
}

/**
 * Spec 3 §2, §7: the account's plan payments (GET account/{id}/plan_payments), newest first; a row edits its
 * reference only (PATCH plan_payment/{id}, 'Pago actualizado'); no create, no delete; 'Exportar CSV'.
 */
export default function PaymentsPage() {
  const { id, account } = useAccount();
  return (
    <ResourceScreen
      contract={planPaymentContract}
      title={titleOf(planPaymentContract.texts.title, account)}
      columns={columns}
      listPath={fillPath(planPaymentOperations.ofAccount.path, { id })}
      actions={<ExportCsv accountId={id} />}
    />
  );
}
