import { AreaRoutes } from '@console/ui';
import { reportSingletons } from '@console/ui/probe';
import area from './area';

reportSingletons('partners');

/** The partners remote as a later release would be: its screens plus one that uses newer kit and contracts. */
export default function App() {
  return <AreaRoutes area={area} />;
}
