/**
 * A select-all checkbox (spec 3 §2): ticked when every item is, indeterminate when some are — drawn so and
 * said so (the input's own `indeterminate`, which assistive technology reads as "mixed").
 */
import { useEffect, useRef } from 'react';
import { Checkbox } from '@chakra-ui/react';

export function SelectAllBox({ label, ticked, total, disabled, onToggle }: { label: string; ticked: number; total: number; disabled?: boolean; onToggle(): void }) {
  const all = total > 0 && ticked === total;
  const some = ticked > 0 && !all;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = some;
  }, [some]);
  return (
    <Checkbox.Root checked={some ? 'indeterminate' : all} disabled={disabled} onCheckedChange={onToggle}>
      <Checkbox.HiddenInput ref={input} />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label fontWeight="semibold">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
