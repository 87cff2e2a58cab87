import { useMemo } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { accountItemOperations, fillPath, USER_ATTRIBUTE_TYPES, userAttributeContract, userAttributeTypeLabel } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type CreateConfig, type CustomControl, type FieldOverrides } from '@console/ui';
import { titleOf, useAccount } from '../account';

/** The type as a select of the known ones; a stored type of another kind stays among the options. */
function TypeSelect({ control }: { control: CustomControl }) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  const current = typeof value === 'string' ? value : '';
  const known = Object.keys(USER_ATTRIBUTE_TYPES);
  const types = current === '' || current in USER_ATTRIBUTE_TYPES ? known : [...known, current];
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="bg" value={current} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
          <option value="">Elige el tipo</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {userAttributeTypeLabel(type)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

const fields: FieldOverrides = { type: { kind: 'custom', render: (control) => <TypeSelect control={control} /> } };

const columns: ColumnSpec<typeof userAttributeContract>[] = [
  'user_attribute_id',
  'name',
  { header: 'Tipo', cell: (variable) => userAttributeTypeLabel(variable.type), sort: 'type' },
  'createdAt',
];

/** Spec 3 §2, §5: the account's user variables (GET account/{id}/user_attributes); a create dialog (name and type), edit and delete. */
export default function VariablesPage() {
  const { id, account } = useAccount();
  const create = useMemo<CreateConfig>(() => ({ fields: ['name', 'type'], defaults: { account_id: id } }), [id]);
  return (
    <ResourceScreen
      contract={userAttributeContract}
      title={titleOf(userAttributeContract.texts.title, account)}
      columns={columns}
      listPath={fillPath(accountItemOperations.user_attributes.path, { id })}
      create={create}
      fields={fields}
    />
  );
}
