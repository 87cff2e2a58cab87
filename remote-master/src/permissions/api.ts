import { defineResource, resourceNames } from '@console/shared';

/** Spec 3: a permission and its four flags. */
export interface Permission {
  permission_id: number;
  name: string;
  description: string;
  resource: string;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  createdAt: string;
}

export const permissionResource = defineResource<Permission>({
  path: 'permission',
  names: resourceNames.permission,
  id: (p) => p.permission_id,
});
