import { routePath } from '@console/shared';
import { runStandalone } from '@console/shared/standalone';
import App from './App';

void runStandalone(App, { basePath: '/master/*', title: 'Certificaciones', home: routePath('certifications') });
