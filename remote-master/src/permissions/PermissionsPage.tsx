import { Badge } from '@chakra-ui/react';
import { permissionCreateSchema, permissionUpdateSchema, type z } from '@console/shared/schemas';
import {
  ResourceScreen,
  type Column,
  type EditSpec,
  type FieldSpec,
  type RemoveSpec,
  type SearchSpec,
} from '@console/shared/ui';
import { permissionResource, type Permission } from './api';

type Flag = 'read' | 'create' | 'update' | 'delete';

/** The four flags, in the order of the table and the forms. */
const FLAGS: { name: Flag; label: string }[] = [
  { name: 'read', label: 'Leer' },
  { name: 'create', label: 'Crear' },
  { name: 'update', label: 'Actualizar' },
  { name: 'delete', label: 'Eliminar' },
];

/** A flag as text ('Sí' / 'No'), so it reads the same to everyone. */
const flagBadge = (value: boolean) => (
  <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
    {value ? 'Sí' : 'No'}
  </Badge>
);

const columns: Column<Permission>[] = [
  { header: 'ID', cell: (p) => p.permission_id },
  { header: 'Nombre', cell: (p) => p.name },
  { header: 'Descripción', cell: (p) => p.description },
  { header: 'Recurso', cell: (p) => p.resource },
  ...FLAGS.map(({ name, label }): Column<Permission> => ({ header: label, cell: (p) => flagBadge(p[name]) })),
];

const searches: SearchSpec[] = [{ param: 'name', label: 'Buscar permiso', debounceMs: 800 }];

type CreateInput = z.input<typeof permissionCreateSchema>;
type UpdateInput = z.input<typeof permissionUpdateSchema>;

/** The same fields create and edit: name, description, resource and the four switches. */
const fields = [
  { name: 'name', label: 'Nombre' },
  { name: 'description', label: 'Descripción', kind: 'textarea' },
  { name: 'resource', label: 'Recurso' },
  ...FLAGS.map(({ name, label }) => ({ name, label, kind: 'switch' as const })),
] satisfies FieldSpec<CreateInput>[] & FieldSpec<UpdateInput>[];

const create = {
  title: 'Crear permiso',
  schema: permissionCreateSchema,
  fields,
  defaultValues: { name: '', description: '', resource: '', read: false, create: false, update: false, delete: false },
  successMessage: 'Permiso creado con éxito',
};

// Module-level: the table's rows are memoised on these.
const edit: EditSpec<Permission, UpdateInput, z.output<typeof permissionUpdateSchema>> = {
  schema: permissionUpdateSchema,
  fields,
  values: (p) => ({
    name: p.name,
    description: p.description ?? '',
    resource: p.resource ?? '',
    read: p.read,
    create: p.create,
    update: p.update,
    delete: p.delete,
  }),
  success: 'Permiso actualizado',
};

const remove: RemoveSpec<Permission> = { what: (p) => `el permiso ${p.name}`, success: 'Permiso eliminado' };

const rowLabel = (p: Permission) => `Editar ${p.name}`;

/** Spec 2.4: search, paged table whose rows expand into the edit form, create dialog, confirmed delete. */
export function PermissionsPage() {
  return (
    <ResourceScreen
      resource={permissionResource}
      title="Permisos"
      columns={columns}
      searches={searches}
      create={create}
      edit={edit}
      remove={remove}
      rowLabel={rowLabel}
    />
  );
}
