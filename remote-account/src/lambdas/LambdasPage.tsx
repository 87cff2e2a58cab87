import { useMemo } from 'react';
import { fillPath, lambdaContract, lambdaOperations } from '@console/contracts';
import { api, apiCall } from '@console/core';
import { ResourceScreen, resourceClient, writeOptions, type ColumnSpec, type CreateConfig, type ResourceClient } from '@console/ui';
import { titleOf, useAccount } from '../account';

const base = resourceClient(lambdaContract);
/** Spec 3 §7: a lambda's DELETE carries no body (the machine's edit row sends the row otherwise), only the row's version. */
const lambdas: ResourceClient<typeof lambdaContract> = {
  ...base,
  remove: (id, row) => apiCall('eliminando', lambdaContract.names.one, () => api.delete(`${lambdaContract.path}/${id}`, writeOptions(undefined, row))),
};

const columns: ColumnSpec<typeof lambdaContract>[] = ['name', 'runtime', 'version', 'arn', 'createdAt'];

/**
 * Spec 3 §2–§9: the account's lambdas (GET account/{id}/lambdas). The create dialog asks for the name,
 * description, ARN, version and runtime (POST lambda carries the contract's isSimple 1); the edit row changes
 * them; delete after the question.
 */
export default function LambdasPage() {
  const { id, account } = useAccount();
  const create = useMemo<CreateConfig>(() => ({ fields: ['name', 'description', 'arn', 'version', 'runtime'], defaults: { account_id: id } }), [id]);
  return (
    <ResourceScreen
      contract={lambdaContract}
      client={lambdas}
      title={titleOf(lambdaContract.texts.title, account)}
      columns={columns}
      listPath={fillPath(lambdaOperations.ofAccount.path, { id })}
      create={create}
    />
  );
}
