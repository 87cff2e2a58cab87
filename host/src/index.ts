import { startColorMode } from '@console/ui/color-mode';

// Light or dark before anything draws (the login page included): a few lines of DOM, no UI library.
startColorMode();

// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.
import('./bootstrap');
