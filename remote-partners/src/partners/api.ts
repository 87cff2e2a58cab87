/** The partner screens' calls beyond the resource machine's: approval and what is linked to a partner. */
import { brandName } from '@console/core';
import {
  APPROVE_STATE,
  REJECT_STATE,
  certifiedPartnerContract,
  organizationContract,
  partnerContract,
  partnerDecisionOperations,
  partnerOperations,
  type Partner,
} from '@console/contracts';
import { callOperation, resourceClient } from '@console/ui';

export const partners = resourceClient(partnerContract);
export const organizationsClient = resourceClient(organizationContract);
export const certifiedPartners = resourceClient(certifiedPartnerContract);

/** The query keys every write to a partner's links refreshes: the partner, its lists, the certified partners. */
export const partnerKeys = [partners.key, organizationsClient.key, certifiedPartners.key];

/** POST partner/{brand}/approvePartner or /rejectPartner: the state says which (RULINGS 2). */
export const decide = (partner: Partner, approve: boolean) => {
  const decisions = partnerDecisionOperations(brandName());
  return callOperation(
    approve ? decisions.approvePartner : decisions.rejectPartner,
    { body: { partner_id: partner.partner_id, state: approve ? APPROVE_STATE : REJECT_STATE } },
    // Decided on the partner as shown: a partner changed meanwhile is refused (409).
    { from: partner },
  );
};

/** GET partner/{id}/certifications. */
export const certificationsOf = (partnerId: number) => callOperation(partnerOperations.certifications, { params: { id: partnerId } });
