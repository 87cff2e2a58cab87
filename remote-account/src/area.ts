/** The account remote's screens (spec 3 §2): published as area.json for the host. */
import { accountContract, defineArea } from '@console/contracts';

export default defineArea({
  remote: 'account',
  area: 'account',
  index: 'personalization',
  screens: [{ key: 'personalization', path: 'personalization', title: 'Personalización', menu: true, resource: accountContract.path }],
});
