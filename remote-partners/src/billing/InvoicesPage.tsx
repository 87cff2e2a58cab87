import { fillPath, invoiceContract, invoiceOperations, type RowOf } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type CreateConfig } from '@console/ui';
import { formatMoney } from '../format';
import { BackToPartner, PartnerName, usePartnerOfRoute } from './PartnerPageHeader';

type Invoice = RowOf<typeof invoiceContract>;

/** Spec 2 §3: invoice_id, account, total_paid, partner_commision, level_on_payment (and when). */
const columns: ColumnSpec<typeof invoiceContract>[] = [
  { header: 'Factura', cell: (invoice: Invoice) => invoiceContract.label(invoice), sort: 'invoice_id' },
  { header: invoiceContract.fields.account_id.label, cell: (invoice: Invoice) => invoice.Account.name },
  { header: invoiceContract.fields.total_paid.label, cell: (invoice: Invoice) => formatMoney(invoice.total_paid), sort: 'total_paid' },
  { header: invoiceContract.fields.partner_commision.label, cell: (invoice: Invoice) => formatMoney(invoice.partner_commision) },
  'level_on_payment',
  'createdAt',
];

/**
 * Spec 2 §2, §5, RULINGS 2: a partner's invoices, read-only, and their creation — enabled once an account is
 * chosen and the total is above 0. The commission is the server's (from the partner's level).
 */
export default function InvoicesPage() {
  const { partnerId, partner } = usePartnerOfRoute();
  // The amount first: a first field that is a remote search opens its list over the dialog as it opens.
  const create: CreateConfig = { fields: ['total_paid', 'account_id'], defaults: { partner_id: partnerId } };
  return (
    <ResourceScreen
      key={partnerId}
      contract={invoiceContract}
      columns={columns}
      listPath={fillPath(invoiceOperations.ofPartner.path, { id: partnerId })}
      create={create}
      edit={false}
      remove={false}
      actions={<BackToPartner partnerId={partnerId} />}
    >
      <PartnerName partner={partner} />
    </ResourceScreen>
  );
}
