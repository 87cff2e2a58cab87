/**
 * The summary (spec 2 §2): the live active accounts of the page's partner (or all), filtered by plan and by
 * accounts, summed by the server (GET active_account/totals): active users, max users and paid for plan.
 */
import { useState } from 'react';
import { Box, Button, CloseButton, Dialog, Field, NativeSelect, Portal, SimpleGrid, Stack, Tag, Wrap } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountContract, activeAccountContract, activeAccountOperations, activeAccountTexts, type ChoiceOf } from '@console/contracts';
import { BUTTON_SIZE, RemoteSelect, callOperation, choiceSource } from '@console/ui';
import { Figure } from '../Figure';
import { formatMoney } from '../format';
import { usePlans } from './controls';

type Account = ChoiceOf<typeof accountContract>;
const accounts = choiceSource(accountContract);

export function SummaryDialog({ partnerId }: { partnerId?: string }) {
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState('');
  const [chosen, setChosen] = useState<Account[]>([]);
  const plans = usePlans();
  const names = [...new Set((plans.data ?? []).map((p) => p.name))];
  const params = {
    ...(partnerId && { partner_id: partnerId }),
    ...(plan && { plan_name: plan }),
    ...(chosen.length > 0 && { account_ids: JSON.stringify(chosen.map((a) => a.account_id)) }),
  };
  const totals = useQuery({
    queryKey: [activeAccountContract.path, 'totals', params],
    queryFn: () => callOperation(activeAccountOperations.totals, { query: params }),
    select: (answer) => answer.resource,
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setOpen(false);
    setPlan('');
    setChosen([]);
  };
  return (
    <>
      <Button size={BUTTON_SIZE.page} variant="outline" onClick={() => setOpen(true)}>
        {activeAccountTexts.summary}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} size="lg" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{activeAccountTexts.summary}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root>
                    <Field.Label>Plan</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={plan} onChange={(event) => setPlan(event.target.value)}>
                        <option value="">Todos</option>
                        {names.map((name) => (
                          <option key={name} value={name}>
                            {name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Box>
                    <RemoteSelect<Account>
                      label="Cuentas"
                      placeholder="Buscar cuenta"
                      resource={accounts}
                      itemLabel={(a) => a.name}
                      value={null}
                      onChange={(account) => account && !chosen.some((a) => a.account_id === account.account_id) && setChosen([...chosen, account])}
                    />
                    <Wrap mt="2" gap="2">
                      {chosen.map((account) => (
                        <Tag.Root key={account.account_id}>
                          <Tag.Label>{account.name}</Tag.Label>
                          <Tag.EndElement>
                            <Tag.CloseTrigger aria-label={`Quitar ${account.name}`} onClick={() => setChosen(chosen.filter((a) => a.account_id !== account.account_id))} />
                          </Tag.EndElement>
                        </Tag.Root>
                      ))}
                    </Wrap>
                  </Box>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-live="polite">
                    <Figure label="Usuarios activos">{totals.data?.active_users ?? '…'}</Figure>
                    <Figure label="Máximo de usuarios">{totals.data?.max_users ?? '…'}</Figure>
                    <Figure label="Pagado por plan">{totals.data ? formatMoney(totals.data.paid_for_plan) : '…'}</Figure>
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
