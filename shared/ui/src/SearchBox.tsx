import { Input } from '@chakra-ui/react';

interface SearchBoxProps {
  value: string;
  onChange(text: string): void;
  /** Accessible name, also the placeholder: 'Buscar organización'. */
  label: string;
}

export function SearchBox({ value, onChange, label }: SearchBoxProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxW="sm"
      mb="4"
    />
  );
}
