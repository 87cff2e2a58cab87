import { pluginContract, routePath, type RowOf } from '@console/contracts';
import { LinkButton, ResourceScreen, type ColumnSpec } from '@console/ui';

type Plugin = RowOf<typeof pluginContract>;

const columns: ColumnSpec<typeof pluginContract>[] = [
  'plugin_id',
  'name',
  'description',
  'menu_name',
  'show_on_sidebar',
  'number',
  'createdAt',
  {
    header: 'Atributos',
    phone: 'action',
    cell: (plugin: Plugin) => (
      <LinkButton to={routePath('plugin-attributes', { plugin_id: plugin.plugin_id })} aria-label={`Entrar a los atributos de ${plugin.name}`}>
        Entrar
      </LinkButton>
    ),
  },
];

/** Spec 2 §2: plugins with the list pattern, and 'Entrar' to each plugin's attributes. */
export default function PluginsPage() {
  return <ResourceScreen contract={pluginContract} columns={columns} />;
}
