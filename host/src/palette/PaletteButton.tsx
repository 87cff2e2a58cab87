import { Box, Button, Kbd } from '@chakra-ui/react';
import { shortcutHint, shortcutKeys, usePalette } from './state';

const SearchIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

/** The toolbar's way into the command palette: 'Buscar' with its shortcut (aria-keyshortcuts); on a phone, its icon alone. */
export function PaletteButton() {
  const setOpen = usePalette((state) => state.setOpen);
  const hint = shortcutHint();
  return (
    <Button
      variant="outline"
      size="sm"
      flexShrink="0"
      px={{ base: '2', md: '3' }}
      aria-keyshortcuts={shortcutKeys()}
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      <SearchIcon />
      {/* The name is the visible word (a label differing from it fails 'label in name'); on a phone, for screen readers only. */}
      <Box as="span" srOnly={{ base: true, md: false }}>
        Buscar
      </Box>
      <Kbd size="sm" display={{ base: 'none', lg: 'inline-flex' }} aria-hidden="true">
        {hint}
      </Kbd>
    </Button>
  );
}
