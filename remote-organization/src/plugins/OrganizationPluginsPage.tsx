import { useState } from 'react';
import { Checkbox, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath, MAX_LIST_LIMIT, pluginContract, pluginOperations, pluginOrganizationTexts, type RowOf } from '@console/contracts';
import { callOperation, notifyError, notifySuccess, PageHeader, resourceClient, useCan } from '@console/ui';
import { titleOf, useOrganization } from '../organization';
import { SelectAllBox } from '../SelectAllBox';

type Plugin = RowOf<typeof pluginContract>;
const plugins = resourceClient(pluginContract);
const ALL = { page: 1, limit: MAX_LIST_LIMIT };

const pluginLabel = (plugin: Plugin) => plugin.menu_name || plugin.name;

/**
 * Spec 3 §2, §4: one checkbox per plugin, ticked when the organization has it, and a select-all box that is
 * indeterminate when some but not all are. A tick sends POST plugin/{id}/associateOrganization, an untick
 * /removeOrganization; the select-all box does it for every plugin that differs, one after another. A box
 * shows what it asked for until the answer; then, after a failure too, what the server holds (read again).
 */
function OrganizationPlugins({ organizationId }: { organizationId: number }) {
  const { organization } = useOrganization();
  const queryClient = useQueryClient();
  const mayUpdate = useCan(pluginContract.path, 'update', pluginContract.names.many);
  const catalogue = useQuery({ queryKey: [...plugins.key, 'list', null, ALL], queryFn: () => plugins.list(ALL), select: (answer) => answer.resource });
  const assignedPath = fillPath(pluginOperations.organizationPlugins.path, { id: organizationId });
  const assigned = useQuery({
    queryKey: [...plugins.key, 'list', assignedPath, ALL],
    queryFn: () => plugins.list(ALL, assignedPath),
    select: (answer) => new Set(answer.resource.map((plugin) => plugin.plugin_id)),
  });
  // Calls on their way: plugin id → the state asked for.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const busy = pending.size > 0;

  /** Asks for each change in turn; stops at the first failure (its toast is the catalogue's); then reads the server's state. */
  async function apply(changes: [number, boolean][]) {
    if (busy || changes.length === 0) return;
    setPending(new Map(changes));
    try {
      for (const [id, wanted] of changes) {
        await callOperation(wanted ? pluginOperations.associateOrganization : pluginOperations.removeOrganization, {
          params: { id },
          body: { organization_id: organizationId },
        });
      }
      const wanted = changes[0][1];
      if (changes.length === 1) notifySuccess(wanted ? pluginOrganizationTexts.associated : pluginOrganizationTexts.removed);
      else notifySuccess(wanted ? pluginOrganizationTexts.allAssociated : pluginOrganizationTexts.allRemoved);
    } catch (error) {
      // Shown as every failed write is: the catalogue's message and the server's text.
      notifyError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: plugins.key });
      setPending(new Map());
    }
  }

  const items = catalogue.data ?? [];
  const checkedOf = (plugin: Plugin) => pending.get(plugin.plugin_id) ?? assigned.data?.has(plugin.plugin_id) ?? false;
  const ticked = items.filter(checkedOf).length;
  const all = items.length > 0 && ticked === items.length;
  const disabled = busy || !mayUpdate.allowed;

  return (
    <Stack gap="5">
      <PageHeader title={titleOf(pluginContract.texts.title, organization)} />
      {catalogue.isLoading || assigned.isLoading ? (
        <Skeleton height="24" maxW="lg" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">No hay plugins.</Text>
      ) : (
        <Stack gap="4" role="group" aria-label="Plugins de la organización">
          <SelectAllBox
            label="Seleccionar todos"
            ticked={ticked}
            total={items.length}
            disabled={disabled}
            onToggle={() => void apply(items.filter((plugin) => checkedOf(plugin) === all).map((plugin) => [plugin.plugin_id, !all]))}
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" pl="6">
            {items.map((plugin) => (
              <Checkbox.Root
                key={plugin.plugin_id}
                checked={checkedOf(plugin)}
                disabled={disabled}
                aria-busy={pending.has(plugin.plugin_id) || undefined}
                onCheckedChange={({ checked }) => void apply([[plugin.plugin_id, checked === true]])}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{pluginLabel(plugin)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {!mayUpdate.allowed && (
        <Text textStyle="sm" color="fg.muted">
          {mayUpdate.reason}
        </Text>
      )}
    </Stack>
  );
}

export default function OrganizationPluginsPage() {
  const { id } = useOrganization();
  return <OrganizationPlugins key={id} organizationId={id} />;
}
