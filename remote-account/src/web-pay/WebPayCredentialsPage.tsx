import { useMemo } from 'react';
import { fillPath, webPayCredentialContract, webPayCredentialOperations } from '@console/contracts';
import { FlagRadios, ResourceScreen, type ColumnSpec, type CreateConfig, type EditConfig, type FieldOverrides } from '@console/ui';
import { titleOf, useAccount } from '../account';

/** The environment by its name, 'QA' or 'Prod' (spec 3 §3), where a switch would name neither; 'Prod' first. */
const fields: FieldOverrides = {
  is_sandbox: {
    kind: 'custom',
    render: (control) => <FlagRadios control={control} states={webPayCredentialContract.fields.is_sandbox.states!} onFirst={false} />,
  },
};

/** The secrets are never answered: blank in the row, and left blank they stay as they are. */
const UNCHANGED = 'Déjala vacía para no cambiarla';
const edit: EditConfig<typeof webPayCredentialContract> = {
  overrides: { password: { placeholder: UNCHANGED }, key: { placeholder: UNCHANGED } },
};

const columns: ColumnSpec<typeof webPayCredentialContract>[] = [
  'web_paycredential_id',
  'merchant',
  'company_id',
  'branch_id',
  'user',
  'username',
  'is_sandbox',
  'createdAt',
];

/**
 * Spec 3 §2, §5, §7: the account's web pay credentials (GET account/{id}/web_pay_credentials, POST
 * web_pay_credential with every field but the environment, PATCH and DELETE web_pay_credential/{id}); the
 * password and the key are written, never shown.
 */
export default function WebPayCredentialsPage() {
  const { id, account } = useAccount();
  const create = useMemo<CreateConfig>(
    () => ({ fields: webPayCredentialContract.createFields.filter((key) => key !== 'account_id'), defaults: { account_id: id } }),
    [id],
  );
  return (
    <ResourceScreen
      contract={webPayCredentialContract}
      title={titleOf(webPayCredentialContract.texts.title, account)}
      columns={columns}
      listPath={fillPath(webPayCredentialOperations.ofAccount.path, { id })}
      create={create}
      edit={edit}
      fields={fields}
    />
  );
}
