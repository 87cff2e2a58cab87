import { packageContract, routePath, type RowOf } from '@console/contracts';
import { LinkButton, ResourceScreen, TextLink, type ColumnSpec, type CreateConfig } from '@console/ui';

type Package = RowOf<typeof packageContract>;

const columns: ColumnSpec<typeof packageContract>[] = [
  { header: 'Nombre', sort: 'name', cell: (pkg: Package) => <TextLink to={routePath('package', { package_id: pkg.package_id })}>{pkg.name}</TextLink> },
  'category',
  'package_id',
  'createdAt',
  {
    header: 'Detalle',
    phone: 'action',
    cell: (pkg: Package) => (
      <LinkButton to={routePath('package', { package_id: pkg.package_id })} aria-label={`Entrar al paquete ${pkg.name}`}>
        Entrar
      </LinkButton>
    ),
  },
];

/** Spec 2 §5: a package is created from its name and category; the rest is filled in its detail. */
const create: CreateConfig = { fields: ['name', 'category'] };

/** Spec 2 §2: packages, each name a link to its detail, 'Entrar', and the create dialog. */
export default function PackagesPage() {
  return <ResourceScreen contract={packageContract} columns={columns} create={create} />;
}
