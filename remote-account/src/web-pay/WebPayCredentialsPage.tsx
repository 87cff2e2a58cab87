import { useMemo } from 'react';
import { HStack, RadioGroup } from '@chakra-ui/react';
import { accountSettingsPath, webPayCredentialContract } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type CreateConfig, type CustomControl, type EditConfig, type FieldOverrides } from '@console/ui';
import { titleOf, useAccount } from '../account';

const [QA, PROD] = webPayCredentialContract.fields.is_sandbox.states!;

/** The environment by its name, 'QA' or 'Prod' (spec 3 §3), where a switch would name neither. */
function EnvironmentControl({ control }: { control: CustomControl }) {
  const { value, onChange, onBlur, label } = control;
  return (
    <RadioGroup.Root
      value={value ? 'qa' : 'prod'}
      onValueChange={(details) => {
        onChange(details.value === 'qa');
        onBlur();
      }}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      <HStack gap="6" mt="2.5">
        {[
          ['prod', PROD],
          ['qa', QA],
        ].map(([option, text]) => (
          <RadioGroup.Item key={option} value={option}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

const fields: FieldOverrides = { is_sandbox: { kind: 'custom', render: (control) => <EnvironmentControl control={control} /> } };

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
      listPath={accountSettingsPath(id, 'web_pay_credentials')}
      create={create}
      edit={edit}
      fields={fields}
    />
  );
}
