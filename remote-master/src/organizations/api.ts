import { defineResource, resourceNames } from '@console/shared';

export interface Organization {
  organization_id: number;
  name: string;
  service_id: number | null;
  partner_id: number | null;
  createdAt: string;
}

export const organizationResource = defineResource<Organization>({
  path: 'organization',
  names: resourceNames.organization,
  id: (o) => o.organization_id,
});
