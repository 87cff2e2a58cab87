import { useSyncExternalStore } from 'react';
import { IconButton } from '@chakra-ui/react';
import { getColorMode, setColorMode, subscribeColorMode, type ColorMode } from './colorMode';

/** The colour mode in use, following every change (this tab's toggle, another tab's, the system's). */
const useColorMode = (): ColorMode => useSyncExternalStore(subscribeColorMode, getColorMode, getColorMode);

const icon = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

const MoonIcon = () => (
  <svg {...icon}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

const SunIcon = () => (
  <svg {...icon}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

/**
 * 'Modo oscuro', a toggle button (pressed in dark mode): its icon is the mode it switches to. The choice is
 * remembered by this browser (colorMode.ts).
 */
export function ColorModeToggle() {
  const dark = useColorMode() === 'dark';
  return (
    <IconButton aria-label="Modo oscuro" aria-pressed={dark} variant="ghost" size="sm" onClick={() => setColorMode(dark ? 'light' : 'dark')}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
