/**
 * The master remote's screens (spec 1 §2.1, §2.3): the host reads this, as the build publishes it
 * (area.json), for the menu, breadcrumbs and titles; App.tsx mounts the same screens.
 */
import {
  accountContract,
  adminContract,
  auditContract,
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
    { key: 'organizations', path: 'organizations', title: organizationContract.texts.title, menu: true, resource: organizationContract.path },
    { key: 'accounts', path: 'accounts', title: accountContract.texts.title, menu: true, resource: accountContract.path },
    { key: 'admins', path: 'admins', title: adminContract.texts.title, menu: true, resource: adminContract.path },
    { key: 'roles', path: 'roles', title: roleContract.texts.title, menu: true, resource: roleContract.path },
    { key: 'permissions', path: 'permissions', title: permissionContract.texts.title, menu: true, resource: permissionContract.path },
    { key: 'platforms', path: 'platforms', title: platformContract.texts.title, menu: true, resource: platformContract.path },
    // Beyond the spec's entries (issue 9): after the last of them.
    { key: 'audit', path: 'audit', title: auditContract.texts.title, menu: 215, resource: auditContract.path },
  ],
});
