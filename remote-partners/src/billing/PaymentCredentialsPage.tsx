import { bpaymentCredentialContract } from '@console/contracts';
import { ResourceScreen, type CreateConfig, type EditConfig } from '@console/ui';
import { BackToPartner, PartnerName, usePartnerOfRoute } from './PartnerPageHeader';

const columns = ['bpayment_credential_id', 'username', 'createdAt'] as const;
// Password and token are write-only: never shown, blank on edit (left out: unchanged).
const edit: EditConfig<typeof bpaymentCredentialContract> = { fields: ['username', 'password', 'token'] };

/** Spec 2 §2, §5: a partner's payment credentials — list, create (username and password), edit, delete. */
export default function PaymentCredentialsPage() {
  const { partnerId, partner } = usePartnerOfRoute();
  const create: CreateConfig = { fields: ['username', 'password', 'token'], defaults: { partner_id: partnerId } };
  return (
    <ResourceScreen
      key={partnerId}
      contract={bpaymentCredentialContract}
      columns={columns}
      params={{ partner_id: partnerId }}
      create={create}
      edit={edit}
      actions={<BackToPartner partnerId={partnerId} />}
    >
      <PartnerName partner={partner} />
    </ResourceScreen>
  );
}
