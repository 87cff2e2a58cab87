/**
 * The master remote's screens (spec 1 §2.1, §2.3): the host reads this, as the build publishes it
 * (area.json), for the menu, breadcrumbs and titles; App.tsx mounts the same screens.
 */
import {
  accountContract,
  adminContract,
  defineArea,
  organizationContract,
  permissionContract,
  platformContract,
  roleContract,
} from '@console/contracts';

export default defineArea({
  remote: 'master',
  area: 'master',
  index: 'organizations',
  screens: [
    { key: 'organizations', path: 'organizations', title: organizationContract.texts.title, menu: true },
    { key: 'accounts', path: 'accounts', title: accountContract.texts.title, menu: true },
    { key: 'admins', path: 'admins', title: adminContract.texts.title, menu: true },
    { key: 'roles', path: 'roles', title: roleContract.texts.title, menu: true },
    { key: 'permissions', path: 'permissions', title: permissionContract.texts.title, menu: true },
    { key: 'platforms', path: 'platforms', title: platformContract.texts.title, menu: true },
  ],
});
