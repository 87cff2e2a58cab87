/**
 * One kind of link of a record (an admin's organizations, its accounts): the linked items with 'Quitar', and a
 * remote selector with 'Agregar'. An item already linked is refused here with the server's own words (the API
 * refuses it too); every write refreshes the owner's resource.
 */
import { useState } from 'react';
import { Box, Button, HStack, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { notify } from '@console/core';
import { BUTTON_SIZE } from './sizes';
import { RemoteSelect, type SelectSource } from './RemoteSelect';
import { useResourceMutation } from './resource';

interface Linked {
  id: number;
  name: string;
}

export interface LinkListProps<T> {
  /** The owner's client (its key is refreshed after every write). */
  client: { key: QueryKey };
  ownerId: number;
  title: string;
  /** Selector label and placeholder. */
  label: string;
  placeholder: string;
  resource: SelectSource<T>;
  itemLabel(item: T): string;
  linked: Linked[] | undefined;
  assign(ownerId: number, id: number): Promise<unknown>;
  remove(ownerId: number, id: number): Promise<unknown>;
  texts: { duplicate: string; missing: string; assigned: string; removed: string };
  /** Why the signed-in admin may not change these links (the row says it): nothing to add or remove. */
  refused?: string;
  /** The list scrolls beyond this height (an admin's accounts: 250 px, spec 3 §9). */
  maxHeight?: number;
}

export function LinkList<T>({ client, ownerId, title, label, placeholder, resource, itemLabel, linked, assign, remove, texts, refused, maxHeight }: LinkListProps<T>) {
  const [chosen, setChosen] = useState<T | null>(null);
  const add = useResourceMutation(client, (id: number) => assign(ownerId, id), {
    success: texts.assigned,
    onSuccess: () => setChosen(null),
  });
  const unlink = useResourceMutation(client, (id: number) => remove(ownerId, id), { success: texts.removed });

  function onAdd() {
    if (!chosen) return;
    const id = resource.id(chosen);
    // Spec 5: an item already linked is refused here, with the server's own words (it refuses it too).
    if (linked?.some((item) => item.id === id)) {
      notify({ type: 'warning', title: texts.duplicate });
      return;
    }
    add.mutate(id);
  }

  function onRemove(id: number) {
    if (!linked?.some((item) => item.id === id)) {
      notify({ type: 'warning', title: texts.missing });
      return;
    }
    unlink.mutate(id);
  }

  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {linked === undefined ? (
        <Skeleton height="6" />
      ) : linked.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          Sin {title.toLowerCase()} asociadas
        </Text>
      ) : (
        <Box maxHeight={maxHeight === undefined ? undefined : `${maxHeight}px`} overflowY={maxHeight === undefined ? undefined : 'auto'}>
          <List.Root variant="plain" gap="1">
            {linked.map((item) => (
              <List.Item key={item.id} justifyContent="space-between" alignItems="center" gap="2">
                <Text textStyle="sm">{item.name}</Text>
                {!refused && (
                  <Button
                    size={BUTTON_SIZE.cell}
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Quitar ${item.name}`}
                    loading={unlink.isPending && unlink.variables === item.id}
                    onClick={() => onRemove(item.id)}
                  >
                    Quitar
                  </Button>
                )}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {!refused && (
        <HStack align="end" gap="2">
          <RemoteSelect label={label} placeholder={placeholder} resource={resource} itemLabel={itemLabel} value={chosen} onChange={setChosen} />
          <Button size={BUTTON_SIZE.row} onClick={onAdd} disabled={!chosen} loading={add.isPending}>
            Agregar
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
