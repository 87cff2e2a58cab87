/**
 * Below an active account's form (spec 2 §2): its partner, account, active users and billed days; the start
 * and expiry dates, read-only; extra days to add (0 to 1000: POST account/{id}/extra_days answers the new
 * billed days, 'Días actualizados'); 'Ir a cuenta'. A deleted row shows them with its controls disabled.
 */
import { useState } from 'react';
import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_EXTRA_DAYS, activeAccountContract, activeAccountOperations, activeAccountTexts, extraDaysSchema, formatDate, routePath, type ActiveAccount } from '@console/contracts';
import { BUTTON_SIZE, LinkButton, callOperation, resourceClient, useButtonReason, useCan, useResourceMutation } from '@console/ui';
import { Figure } from '../Figure';
import { dayOf } from '../format';

export const activeAccounts = resourceClient(activeAccountContract);

export function ActiveAccountDetails({ row }: { row: ActiveAccount }) {
  const queryClient = useQueryClient();
  const may = useCan(activeAccountContract.path, 'update', activeAccountContract.names.many);
  const [days, setDays] = useState('');
  const parsed = extraDaysSchema.shape.extra_days.safeParse(days.trim() === '' ? undefined : Number(days));
  const deleted = Boolean(row.deletedAt);
  // Why 'Agregar días' waits: a deleted row, or the days still missing or refused (the refusal itself is under the
  // field, and a role that may not is told by the row's form above).
  const waits = useButtonReason(
    may.allowed &&
      (deleted ? 'Una cuenta activa eliminada no recibe días extra.' : !parsed.success && (days.trim() === '' ? 'Escribe los días extra a agregar.' : 'Revisa los días extra.')),
  );
  const add = useResourceMutation(
    activeAccounts,
    (extra_days: number) =>
      callOperation(activeAccountOperations.addExtraDays, { params: { id: row.account_id }, body: { active_account_id: row.active_account_id, extra_days } }),
    {
      success: activeAccountTexts.daysUpdated,
      onSuccess: () => {
        setDays('');
        void queryClient.invalidateQueries({ queryKey: activeAccounts.key });
      },
    },
  );
  return (
    <Stack gap="4" aria-label={`Facturación de ${row.account_name}`} as="section">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        <Figure size="sm" label="Partner">{row.Partner.business_name}</Figure>
        <Figure size="sm" label="Cuenta">{row.account_name}</Figure>
        <Figure size="sm" label="Usuarios activos">{`${row.active_users} de ${row.max_users}`}</Figure>
        <Figure size="sm" label="Días facturados">{`${row.billed_days} (${row.extra_days} extra)`}</Figure>
        <Figure size="sm" label="Fecha de inicio">{formatDate(dayOf(row.start_date))}</Figure>
        <Figure size="sm" label="Fecha de vencimiento">{formatDate(dayOf(row.expire_date))}</Figure>
      </SimpleGrid>
      <HStack align="end" gap="3" wrap="wrap">
        <Field.Root maxW="48" invalid={days !== '' && !parsed.success} disabled={deleted || !may.allowed}>
          <Field.Label>Días extra a agregar</Field.Label>
          <Input type="number" min={0} max={MAX_EXTRA_DAYS} step={1} value={days} onChange={(event) => setDays(event.target.value)} />
          {days !== '' && !parsed.success && <Field.ErrorText>{parsed.error.issues[0].message}</Field.ErrorText>}
        </Field.Root>
        <Button
          size={BUTTON_SIZE.row}
          disabled={deleted || !may.allowed || !parsed.success}
          aria-describedby={waits.describedBy}
          loading={add.isPending}
          onClick={() => parsed.success && add.mutate(parsed.data)}
        >
          {activeAccountTexts.addDays}
        </Button>
        <LinkButton to={routePath('account', { account_id: row.account_id })} size={BUTTON_SIZE.row}>
          {activeAccountTexts.goToAccount}
        </LinkButton>
        {waits.text}
      </HStack>
    </Stack>
  );
}
