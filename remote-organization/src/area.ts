/** The organization remote's screens (spec 3 §2): published as area.json for the host. */
import { accountContract, defineArea } from '@console/contracts';

export default defineArea({
  remote: 'organization',
  area: 'organization',
  index: 'organization-accounts',
  screens: [{ key: 'organization-accounts', path: 'accounts', title: accountContract.texts.title, menu: true, resource: accountContract.path }],
});
