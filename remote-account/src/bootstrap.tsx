import { runStandalone } from '@console/shared/standalone';
import App from './App';

void runStandalone(App, { basePath: '/account/:account_id/*', title: 'Cuenta' });
