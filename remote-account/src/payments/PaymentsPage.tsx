import { useId, useState } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { fillPath, planPaymentContract, planPaymentOperations } from '@console/contracts';
import { ActionDialog, DayRangeFields, ResourceScreen, downloadFile, rangeProblem, type ColumnSpec, type DayRange } from '@console/ui';
import { titleOf, useAccount } from '../account';

const columns: ColumnSpec<typeof planPaymentContract>[] = [
  { header: 'ID', cell: (payment) => planPaymentContract.label(payment), sort: 'plan_payment_id' },
  'plan_name',
  // Written as money ('$4,500.00'): the contract's amount is money.
  'amount',
  'reference',
  'createdAt',
];

/**
 * 'Exportar CSV' (spec 3 §2, §5, §7): the payments of a range of days, both included — 'Descargar' waits for both
 * days, in order, and says why —, GET account/{id}/plan_payment/download_summary, saved by the browser under the
 * server's name. A failure says 'Error obteniendo pagos.' and keeps the dialog with its days.
 */
function ExportCsv({ accountId }: { accountId: number }) {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const { from, to } = range;
  const reasonId = useId();
  const reason = rangeProblem(range);
  const ordered = !reason;
  const close = () => {
    setOpen(false);
    setRange({ from: '', to: '' });
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
          <DayRangeFields range={range} onChange={setRange} />
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
      // The spec's own CSV (a range of days) instead of the machine's.
      exportCsv={false}
      actions={<ExportCsv accountId={id} />}
    />
  );
}
