import { useParams } from 'react-router-dom';
import { masterRemoteFor } from '../remotes/areas';
import { RemoteArea } from './RemoteArea';

/** /master/*: partners, certifications or master remote, by the first child segment. */
export function MasterArea() {
  const rest = useParams()['*'];
  const remote = masterRemoteFor(rest);
  return <RemoteArea key={remote} name={remote} />;
}

/** /organization/:organization_id/* */
export function OrganizationArea() {
  return <RemoteArea name="organization" />;
}

/** /account/:account_id/* */
export function AccountArea() {
  return <RemoteArea name="account" />;
}
