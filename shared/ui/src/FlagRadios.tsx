import { HStack, RadioGroup } from '@chakra-ui/react';
import type { CustomControl } from './form';

/**
 * A flag whose two states have names (a contract field's `states`: the 'on' name, then the 'off' one), as two
 * radios where a switch would name neither: 'QA' / 'Prod', 'Entrada' / 'Salida'. `onFirst`: whether the 'on'
 * state is offered first. `onPicked` follows a person's choice (a field that depends on this one).
 */
export function FlagRadios({
  control,
  states,
  onFirst = true,
  onPicked,
}: {
  control: CustomControl;
  states: readonly [string, string];
  onFirst?: boolean;
  onPicked?(on: boolean): void;
}) {
  const { value, onChange, onBlur, label } = control;
  const options: [string, string][] = [
    ['on', states[0]],
    ['off', states[1]],
  ];
  if (!onFirst) options.reverse();
  return (
    <RadioGroup.Root
      value={value ? 'on' : 'off'}
      onValueChange={(details) => {
        const on = details.value === 'on';
        onChange(on);
        onBlur();
        onPicked?.(on);
      }}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      <HStack gap="6" mt="2.5">
        {options.map(([option, text]) => (
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
