import { partnerContract } from '@console/contracts';
import { sampleRow } from '@console/ui/testing';

export { activeAccountContract, bpaymentCredentialContract, certifiedPartnerContract, invoiceContract, partnerContract } from '@console/contracts';
export const sampleRowPartner = sampleRow(partnerContract, 1);
