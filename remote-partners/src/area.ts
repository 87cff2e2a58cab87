/** The partners remote's screens (spec 1 §2.1, spec 2 §2): published as area.json for the host. */
import { defineArea, partnerContract } from '@console/contracts';

export default defineArea({
  remote: 'partners',
  area: 'master',
  screens: [{ key: 'partners', path: 'partners', title: partnerContract.texts.title, menu: true, resource: partnerContract.path }],
});
