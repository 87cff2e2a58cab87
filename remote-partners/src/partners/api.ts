import { api, apiCall, resourceNames } from '@console/shared';
import type { PartnerStatus, partnerCreateSchema, z } from '@console/shared/schemas';
import type { ListParams } from '@console/shared/ui';

export interface Partner {
  partner_id: number;
  business_name: string;
  service_id: number;
  clients_size: number | null;
  level: string | number | null;
  status: PartnerStatus;
  createdAt: string;
}

export interface Service {
  service_id: number;
  name: string;
  title?: string | null;
}

export const listPartners = (params: ListParams) =>
  apiCall<Partner[]>('obteniendo', resourceNames.partner.many, () => api.get('partner', { searchParams: params }));

export const createPartner = (values: z.output<typeof partnerCreateSchema>) =>
  apiCall<Partner>('creando', resourceNames.partner.one, () => api.post('partner', { json: values }));

export const listServices = () => apiCall<Service[]>('obteniendo', resourceNames.service.many, () => api.get('service'));
