import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountLinks, accountModelOperations, MAX_LIST_LIMIT, modelContract, type RowOf } from '@console/contracts';
import {
  callOperation,
  contractColumns,
  DataTable,
  PageHeader,
  ResourceScreen,
  resourceClient,
  YesNo,
  listFailure,
  useLinkScreen,
  type LinkScreenOptions,
  type ColumnSpec,
  type SelectSource,
} from '@console/ui';
import { titleOf, useAccount } from '../account';

type Model = RowOf<typeof modelContract>;
const models = resourceClient(modelContract);
const SAM_TITLE = 'Modelos SAM';

const columns: ColumnSpec<typeof modelContract>[] = ['model_id', 'name', 'type', 'created_at'];
const samColumns = [...contractColumns(modelContract, columns), { header: 'Asociado', cell: (model: Model) => <YesNo value={model.associated === true} /> }];

/** The SAM models (every model an account may use), each saying whether this account has it; read whole, as a selector reads them. */
function SamModels({ accountId, source }: { accountId: number; source: SelectSource<Model> }) {
  const all = useQuery({
    queryKey: [...source.key, 'all'],
    queryFn: () => callOperation(accountModelOperations.sam, { params: { id: accountId }, query: { limit: MAX_LIST_LIMIT } }),
    select: (answer) => answer.resource,
  });
  return (
    <Stack as="section" aria-label={SAM_TITLE} gap="0" mt="10">
      <PageHeader title={SAM_TITLE} level={2} />
      <DataTable
        label={SAM_TITLE}
        columns={samColumns}
        rows={all.data ?? []}
        rowKey={models.id}
        loading={all.isLoading}
        failed={listFailure(all)}
      />
    </Stack>
  );
}

/**
 * Spec 3 §2, §5, §7 (messaging API): the account's models (GET account/{id}/models), one of the SAM models
 * associated (POST account/{id}/models {model_id}; 'El modelo ya se encuentra asociado' when it is, without
 * sending it) or dissociated (DELETE account/{id}/models/{model_id}); below, the SAM models
 * (GET account/{id}/sam_models) with whether the account has each. The links are the account's configuration.
 */
export default function AccountModelsPage() {
  const { id, account } = useAccount();
  const source = useMemo<SelectSource<Model>>(
    () => ({ key: [...models.key, 'sam', id], id: models.id, list: (params) => callOperation(accountModelOperations.sam, { params: { id }, query: params }) }),
    [id],
  );
  const options = useMemo<LinkScreenOptions<Model>>(() => ({ source }), [source]);
  const links = useLinkScreen(accountLinks.models, id, options);
  return (
    <>
      <ResourceScreen
        contract={modelContract}
        title={titleOf(modelContract.texts.title, account)}
        columns={columns}
        listPath={links.listPath}
        actions={links.actions}
        rowActions={links.rowActions}
      />
      <SamModels accountId={id} source={source} />
    </>
  );
}
