/**
 * The block a closed case goes on to (spec 3 §4): a flow of the account (GET account/{id}/flows, up to 2500),
 * then one of that flow's blocks, read only when the flow is chosen (GET flow/{id}: its Blocks). The saved
 * block is named by GET block/{id}?language_id=1, whose flow starts chosen; 'Eliminar selección' leaves none
 * (null). The form holds the block's id and saves it with the rest.
 */
import { useState } from 'react';
import { Button, Field, Fieldset, HStack, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, accountFormTexts, accountItemOperations, fillPath, flowContract, type OperationAnswer } from '@console/contracts';
import { BUTTON_SIZE, callOperation, resourceClient, useCan, useResourceRecord, type CustomControl } from '@console/ui';

type Block = OperationAnswer<typeof accountItemOperations.block>;

const flows = resourceClient(flowContract);

/** GET block/{id}?language_id=1: the block's name and its flow (spec 3 §7; names are not translated). */
const getBlock = (id: number) => callOperation(accountItemOperations.block, { params: { id }, query: { language_id: 1 } });

export function NextBlockPicker({ accountId, control }: { accountId: number; control: CustomControl }) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  const blockId = typeof value === 'number' ? value : null;
  // Flows and their blocks are read with the flows' permission.
  const mayRead = useCan(flowContract.path, 'read', flowContract.names.many);
  const path = fillPath(accountItemOperations.flows.path, { id: accountId });
  const accountFlows = useQuery({
    queryKey: [...flows.key, 'list', path, { limit: MAX_LIST_LIMIT }],
    queryFn: () => callOperation(accountItemOperations.flows, { params: { id: accountId }, query: { limit: MAX_LIST_LIMIT } }),
    select: (answer) => answer.resource,
    enabled: mayRead.allowed,
    staleTime: 60_000,
  });
  // A block chosen here is known from its flow; a saved one is read once.
  const [picked, setPicked] = useState<Block | null>(null);
  const known = picked && picked.block_id === blockId ? picked : null;
  const saved = useQuery({
    queryKey: [accountItemOperations.block.id, 'detail', blockId],
    queryFn: () => getBlock(blockId as number),
    enabled: mayRead.allowed && blockId !== null && !known,
    select: (answer) => answer.resource,
    staleTime: 60_000,
  });
  const current = known ?? (blockId !== null ? saved.data : undefined);
  // Until a flow is chosen here, the current block's.
  const [chosenFlow, setChosenFlow] = useState<number | null | undefined>(undefined);
  const flowId = chosenFlow !== undefined ? chosenFlow : (current?.flow_id ?? null);
  const flowOf = (id: number | null | undefined) => accountFlows.data?.find((candidate) => candidate.flow_id === id);
  const flow = useResourceRecord(flows, flowId ?? 0, { enabled: mayRead.allowed && flowId !== null });
  const blocks = flow.data?.Blocks ?? [];
  const currentFlow = flowOf(current?.flow_id)?.name;
  const choice =
    blockId === null ? 'Sin bloque siguiente' : `Bloque elegido: ${current?.name ?? `#${blockId}`}${currentFlow ? ` (${currentFlow})` : ''}`;

  function chooseBlock(id: number | null) {
    const block = id === null ? undefined : blocks.find((candidate) => candidate.block_id === id);
    if (block && flowId !== null) setPicked({ ...block, flow_id: flowId });
    onChange(id);
    onBlur();
  }

  return (
    <Fieldset.Root invalid={invalid} gridColumn="1 / -1">
      <Fieldset.Legend textStyle="sm" fontWeight="medium" mb="1.5">
        {label}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Field.Root disabled={!mayRead.allowed}>
          <Field.Label>Flujo</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="bg"
              value={flowId === null ? '' : String(flowId)}
              onChange={(event) => setChosenFlow(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{accountFlows.isLoading ? 'Cargando…' : 'Elige un flujo'}</option>
              {accountFlows.data?.map((candidate) => (
                <option key={candidate.flow_id} value={String(candidate.flow_id)}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {flowId !== null && mayRead.allowed && (
          <Field.Root>
            <Field.Label>Bloque</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="bg"
                value={blocks.some((block) => block.block_id === blockId) ? String(blockId) : ''}
                onChange={(event) => event.target.value !== '' && chooseBlock(Number(event.target.value))}
              >
                <option value="">
                  {flow.isLoading ? 'Cargando…' : blocks.length > 0 ? 'Elige un bloque' : 'El flujo no tiene bloques'}
                </option>
                {blocks.map((block) => (
                  <option key={block.block_id} value={String(block.block_id)}>
                    {block.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </SimpleGrid>
      <HStack gap="3" mt="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {choice}
        </Text>
        <Button
          size={BUTTON_SIZE.row}
          variant="outline"
          disabled={blockId === null}
          onClick={() => {
            setChosenFlow(null);
            chooseBlock(null);
          }}
        >
          {accountFormTexts.clearBlock}
        </Button>
      </HStack>
      {!mayRead.allowed && (
        <Text textStyle="sm" color="fg.muted" mt="2">
          {mayRead.reason}
        </Text>
      )}
      {errorText && <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
