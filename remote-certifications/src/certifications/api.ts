import { api, apiCall, resourceNames } from '@console/shared';
import type { ListParams } from '@console/shared/ui';

export interface Certification {
  certification_id: number;
  name: string;
  title: string;
  description: string | null;
  enable: boolean;
  certification_exam_id: number | null;
  updated_at: string;
  Certification_Exam: { name: string; version: number | string } | null;
}

export const listCertifications = (params: ListParams) =>
  apiCall<Certification[]>('obteniendo', resourceNames.certification.many, () => api.get('certification', { searchParams: params }));
