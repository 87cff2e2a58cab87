import { runStandalone } from '@console/shared/standalone';
import App from './App';

void runStandalone(App, { basePath: '/organization/:organization_id/*', title: 'Organización' });
