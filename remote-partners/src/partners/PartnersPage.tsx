import { partnerContract, partnerTexts, routePath, type Partner } from '@console/contracts';
import { LinkButton, ResourceScreen, TextLink, type ColumnSpec } from '@console/ui';
import { PartnerTabs } from '../tabs';

/** Spec 1 §2.8: id, the name linking to route 'partner', clients, level, status, created date and 'Entrar'. */
const columns: ColumnSpec<typeof partnerContract>[] = [
  'partner_id',
  {
    header: partnerContract.fields.business_name.label,
    sort: 'business_name',
    cell: (partner: Partner) => <TextLink to={routePath('partner', { partner_id: partner.partner_id })}>{partner.business_name}</TextLink>,
  },
  'clients_size',
  'level',
  'status',
  'createdAt',
  {
    header: '',
    cell: (partner: Partner) => (
      <LinkButton to={routePath('partner', { partner_id: partner.partner_id })} aria-label={`${partnerTexts.enter} a ${partner.business_name}`}>
        {partnerTexts.enter}
      </LinkButton>
    ),
  },
];

/** Spec 1 §2.8: the partners list (search, sortable table) and the create dialog (name and service); a partner is edited in its detail. */
export default function PartnersPage() {
  return (
    <ResourceScreen contract={partnerContract} columns={columns} edit={false}>
      <PartnerTabs />
    </ResourceScreen>
  );
}
