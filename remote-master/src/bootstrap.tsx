import { runStandalone } from '@console/ui/standalone';
import App from './App';
import area from './area';

void runStandalone(App, { area });
