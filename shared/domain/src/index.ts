/** @console/domain: what the screens of several remotes share about one part of the domain (see package.json). */
export {
  admins,
  adminColumns,
  adminEdit,
  adminSearches,
  adminRefusal,
  fullName,
  saveAdmin,
  setAdminRole,
  useMayUpdateAdmins,
  type Admin,
  type AdminDetail,
} from './admins';
