import { api, apiCall, resourceNames } from '@console/shared';
import type { organizationCreateSchema, z } from '@console/shared/schemas';
import type { ListParams } from '@console/shared/ui';

export interface Organization {
  organization_id: number;
  name: string;
  service_id: number | null;
  createdAt: string;
}

export const listOrganizations = (params: ListParams) =>
  apiCall<Organization[]>('obteniendo', resourceNames.organization.many, () => api.get('organization', { searchParams: params }));

export const createOrganization = (values: z.output<typeof organizationCreateSchema>) =>
  apiCall<Organization>('creando', resourceNames.organization.one, () => api.post('organization', { json: values }));
