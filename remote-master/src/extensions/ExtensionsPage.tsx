import { extensionContract, routePath, type RowOf } from '@console/contracts';
import { BUTTON_SIZE, LinkButton, ResourceScreen, useCan, type ColumnSpec, type EditConfig } from '@console/ui';
import { Button } from '@chakra-ui/react';
import { extensionOverrides, updateExtension } from './fields';

type Extension = RowOf<typeof extensionContract>;

const columns: ColumnSpec<typeof extensionContract>[] = [
  'extension_id',
  'name',
  'runtime',
  'version',
  'status',
  'createdAt',
  {
    header: 'Detalle',
    phone: 'action',
    cell: (extension: Extension) => (
      <LinkButton to={routePath('extension', { extension_id: extension.extension_id })} aria-label={`Entrar a la extensión ${extension.name}`}>
        Entrar
      </LinkButton>
    ),
  },
];

const edit: EditConfig<typeof extensionContract> = {
  overrides: extensionOverrides,
  submit: (row, _values, changed) => updateExtension(row, Object.fromEntries(changed.map((key) => [key, _values[key]]))),
};

/** 'Crear extensión' opens the detail with id 0 (spec 2 §2): the form is too long for a dialog. */
function CreateButton() {
  const permission = useCan(extensionContract.path, 'create', extensionContract.names.many);
  if (!permission.allowed) {
    return (
      <Button size={BUTTON_SIZE.page} disabled title={permission.reason}>
        {extensionContract.texts.createTitle}
      </Button>
    );
  }
  return (
    <LinkButton to={routePath('extension', { extension_id: 0 })} size={BUTTON_SIZE.page} variant="solid">
      {extensionContract.texts.createTitle}
    </LinkButton>
  );
}

/** Spec 2 §2: extensions in a table, a row expands to edit, 'Entrar' to the detail. */
export default function ExtensionsPage() {
  return <ResourceScreen contract={extensionContract} columns={columns} create={false} edit={edit} actions={<CreateButton />} />;
}
