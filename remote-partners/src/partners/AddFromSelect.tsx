import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { BUTTON_SIZE, RemoteSelect, type Permission, type QueryParams, type SelectSource } from '@console/ui';

interface AddFromSelectProps<T> {
  label: string;
  placeholder: string;
  resource: SelectSource<T>;
  params?: QueryParams;
  itemLabel(item: T): string;
  chosen: T | null;
  onChoose(item: T | null): void;
  onAdd(): void;
  adding: boolean;
  /** 'Agregar', 'Asignar'. */
  addLabel: string;
  /** Whether the admin may add: otherwise the reason instead of the controls. */
  may: Permission;
}

/** A section's way to link one more item to the partner: a remote-search selector and its button. */
export function AddFromSelect<T>({ label, placeholder, resource, params, itemLabel, chosen, onChoose, onAdd, adding, addLabel, may }: AddFromSelectProps<T>) {
  if (!may.allowed) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {may.reason}
      </Text>
    );
  }
  return (
    <HStack align="end" gap="2" wrap="wrap">
      <Box flex="1" minW="60">
        <RemoteSelect<T> label={label} placeholder={placeholder} resource={resource} params={params} itemLabel={itemLabel} value={chosen} onChange={onChoose} />
      </Box>
      <Button size={BUTTON_SIZE.row} disabled={!chosen} loading={adding} onClick={onAdd}>
        {addLabel}
      </Button>
    </HStack>
  );
}
