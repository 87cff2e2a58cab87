/** The certifications remote's screens (spec 2 §2): published as area.json for the host. */
import { certificationContract, defineArea } from '@console/contracts';

export default defineArea({
  remote: 'certifications',
  area: 'master',
  screens: [{ key: 'certifications', path: 'certifications', title: certificationContract.texts.title, menu: true, resource: certificationContract.path }],
});
