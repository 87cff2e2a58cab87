/** The partner screens' calls beyond the resource machine's: approval and what is linked to a partner. */
import { api, apiCall, brandName } from '@console/core';
import {
  APPROVE_STATE,
  REJECT_STATE,
  certifiedPartnerContract,
  organizationContract,
  partnerContract,
  partnerDecisionPath,
  type Partner,
  type PartnerCertification,
} from '@console/contracts';
import { resourceClient, writeOptions } from '@console/ui';

export const partners = resourceClient(partnerContract);
export const organizationsClient = resourceClient(organizationContract);
export const certifiedPartners = resourceClient(certifiedPartnerContract);

/** The query keys every write to a partner's links refreshes: the partner, its lists, the certified partners. */
export const partnerKeys = [partners.key, organizationsClient.key, certifiedPartners.key];

/** POST partner/{brand}/approvePartner or /rejectPartner: the state says which (RULINGS 2). */
export const decide = (partner: Partner, approve: boolean) =>
  apiCall<Partner>('actualizando', partnerContract.names.one, () =>
    api.post(
      partnerDecisionPath(brandName(), approve ? 'approvePartner' : 'rejectPartner'),
      // Decided on the partner as shown: a partner changed meanwhile is refused (409).
      writeOptions({ partner_id: partner.partner_id, state: approve ? APPROVE_STATE : REJECT_STATE }, partner),
    ),
  );

/** GET partner/{id}/certifications. */
export const certificationsOf = (partnerId: number) =>
  apiCall<PartnerCertification[]>('obteniendo', 'certificaciones', () => api.get(`${partnerContract.path}/${partnerId}/certifications`));
