import { useParams } from 'react-router-dom';
import { fillPath, pluginAttributeContract, pluginContract, pluginOperations, routePath } from '@console/contracts';
import { callOperation, LinkButton, ResourceScreen, resourceClient, useResourceRecord, type CreateConfig } from '@console/ui';

const plugins = resourceClient(pluginContract);

const columns = ['plugin_attribute_id', 'name', 'title', 'type', 'default_value', 'frontend_type', 'data'] as const;
/** The dialog's fields: the plugin is the screen's. */
const createFields = pluginAttributeContract.createFields.filter((key) => key !== 'plugin_id');

/**
 * Spec 2 §2: one plugin's attributes (GET and POST plugin/{id}/attributes), titled with the plugin's name.
 * A 'select' edits its options as JSON text ('Error en formato JSON' while it does not parse: nothing is sent).
 */
export default function PluginAttributesPage() {
  const pluginId = Number(useParams().plugin_id);
  const plugin = useResourceRecord(plugins, pluginId, { enabled: Number.isInteger(pluginId) && pluginId > 0 });
  const create: CreateConfig = {
    fields: createFields,
    defaults: { plugin_id: pluginId },
    submit: (values) => callOperation(pluginOperations.createAttribute, { params: { id: pluginId }, body: values }),
  };
  return (
    <ResourceScreen
      // A new plugin is a new screen: nothing typed or opened in one plugin's rows shows in another's.
      key={pluginId}
      contract={pluginAttributeContract}
      title={plugin.data ? `Atributos de ${plugin.data.name}` : 'Atributos'}
      columns={columns}
      listPath={fillPath(pluginOperations.attributes.path, { id: pluginId })}
      create={create}
      actions={
        <LinkButton to={routePath('plugins')} variant="ghost">
          Volver a plugins
        </LinkButton>
      }
    />
  );
}
