/**
 * An account's own record as a form (its status, its configuration: spec 3 §2): read once through the query
 * cache, edited with the machine's form ('Actualizar', spec 3 §2, sends the changed fields only; what is typed survives a
 * failed save and is asked about before leaving), the fields nobody writes shown beside it and never sent. A
 * failed read says so in place, with 'Reintentar', besides the toast.
 */
import { Button, Card, DataList, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountFormTexts, messages, type AnyContract, type AnyField, type RowOf } from '@console/contracts';
import { BUTTON_SIZE, DraftsProvider, PageHeader, ResourceEditor, formatValue, type EditConfig, type ResourceClient } from '@console/ui';

interface AccountRecordFormProps<C extends AnyContract> {
  /** The record's client (personalization/api.ts): its key is the record's query. */
  client: ResourceClient<C>;
  accountId: number;
  title: string;
  /** The form's fields, in the order they are laid out two by two, and their controls. */
  edit: EditConfig<C>;
  /** Shown beside the form, never sent: the record's id and what the platform or the server keeps. */
  readOnly: readonly string[];
}

function ReadOnlyFields<C extends AnyContract>({ contract, row, keys }: { contract: C; row: RowOf<C>; keys: readonly string[] }) {
  const values = row as Record<string, unknown>;
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Solo lectura">
      {keys.map((key) => {
        const field = key === contract.id ? undefined : (contract.fields[key] as AnyField);
        return (
          <DataList.Item key={key}>
            <DataList.ItemLabel minW="40">{field ? field.label : 'ID'}</DataList.ItemLabel>
            <DataList.ItemValue>{field ? formatValue(field, values[key]) : String(values[key])}</DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}

export function AccountRecordForm<C extends AnyContract>({ client, accountId, title, edit, readOnly }: AccountRecordFormProps<C>) {
  const record = useQuery({ queryKey: client.key, queryFn: () => client.get(accountId), select: (answer) => answer.resource });
  return (
    <>
      <PageHeader title={title} />
      {record.data ? (
        <DraftsProvider>
          <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" alignItems="start">
            <Card.Root gridColumn={{ xl: 'span 2' }}>
              <Card.Body>
                <ResourceEditor client={client} row={record.data} edit={{ ...edit, submitLabel: 'Actualizar' }} remove={false} />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="md">
                  Solo lectura
                </Heading>
              </Card.Header>
              <Card.Body>
                <ReadOnlyFields contract={client.contract} row={record.data} keys={readOnly} />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </DraftsProvider>
      ) : record.isError ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{accountFormTexts.readFailed}</Text>
          <Button size={BUTTON_SIZE.page} variant="outline" onClick={() => void record.refetch()}>
            {messages.retry}
          </Button>
        </Stack>
      ) : (
        <Skeleton height="64" />
      )}
    </>
  );
}
