import { useParams, useSearchParams } from 'react-router-dom';
import { activeAccountContract, activeAccountOperations, activeAccountTexts, messages, type ActiveAccount } from '@console/contracts';
import {
  DownloadButton,
  ResourceScreen,
  StatusBadge,
  type ColumnSpec,
  type CreateConfig,
  type EditConfig,
  type SearchSpec,
} from '@console/ui';
import { BackToPartner, PartnerName, usePartnerOfRoute } from '../billing/PartnerPageHeader';
import { formatDate, dayOf } from '../format';
import { PartnerTabs } from '../tabs';
import { ActiveAccountDetails } from './ActiveAccountDetails';
import { PartnerFilter, ShowDeleted, usePlanField } from './controls';
import { SummaryDialog } from './SummaryDialog';

const columns: ColumnSpec<typeof activeAccountContract>[] = [
  'active_account_id',
  'account_name',
  'business_name',
  { header: 'Partner', cell: (row: ActiveAccount) => row.Partner.business_name },
  { header: 'Plan', cell: (row: ActiveAccount) => row.plan_name },
  'active_users',
  { header: 'Días facturados', cell: (row: ActiveAccount) => row.billed_days },
  { header: 'Vencimiento', cell: (row: ActiveAccount) => formatDate(dayOf(row.expire_date)) },
  { header: 'Estado', cell: (row: ActiveAccount) => (row.deletedAt ? <StatusBadge tone="negative">Eliminada</StatusBadge> : <StatusBadge tone="positive">Activa</StatusBadge>) },
];

// A deleted row keeps its form, disabled (spec 2 §4), and says why; below it, its billing.
const edit: EditConfig<typeof activeAccountContract> = {
  refuse: (row) => (row.deletedAt ? activeAccountTexts.deletedRow : undefined),
  extra: (row) => <ActiveAccountDetails row={row} />,
};
const remove = { when: (row: ActiveAccount) => !row.deletedAt };
const highlight = (row: ActiveAccount) => Boolean(row.deletedAt);

const search: SearchSpec = { param: 'name', label: activeAccountContract.texts.search, debounceMs: 1000 };
const showDeleted: SearchSpec = { param: 'include_deleted', label: activeAccountTexts.showDeleted, debounceMs: 0, render: ({ value, onChange }) => <ShowDeleted value={value} onChange={onChange} /> };
/** Spec 2 §9: the account name searched after 1000 ms; the partner ('Todos' or one) and the deleted rows at once. */
const allSearches: SearchSpec[] = [
  search,
  { param: 'partner_id', label: 'Partner', debounceMs: 0, render: ({ label, value, onChange }) => <PartnerFilter label={label} value={value} onChange={onChange} /> },
  showDeleted,
];
const partnerSearches: SearchSpec[] = [search, showDeleted];

/** 'Exportar CSV' (spec 2 §2): the summary's columns, with the list's filters as they are, streamed by the server. */
function ExportCsv({ filters }: { filters: Record<string, string> }) {
  const { path, texts } = activeAccountOperations.downloadSummary;
  return <DownloadButton label={messages.exportCsv} path={path} download={{ what: texts.what, fallbackName: 'cuentas-activas.csv', searchParams: { format: 'csv', ...filters } }} />;
}

/**
 * Spec 2 §2: the active accounts, of every partner (`active-accounts`, a tab of the partners' section) or of
 * one (`partners/{id}/active-accounts`): 'Crear cuenta activa', 'Exportar CSV', the summary, the searches; a
 * row edits its business name and plan and shows its billing, with extra days and 'Ir a cuenta'.
 */
export default function ActiveAccountsPage() {
  const routePartner = useParams().partner_id;
  const { partnerId, partner } = usePartnerOfRoute();
  const [params] = useSearchParams();
  const fields = usePlanField();
  const ofPartner = routePartner !== undefined;
  const filters = {
    name: params.get('name') ?? '',
    include_deleted: params.get('include_deleted') ?? '',
    partner_id: ofPartner ? String(partnerId) : (params.get('partner_id') ?? ''),
  };
  const create: CreateConfig = ofPartner
    ? { fields: ['account_id', 'business_name', 'plan_id'], defaults: { partner_id: partnerId } }
    : { fields: ['partner_id', 'account_id', 'business_name', 'plan_id'] };
  return (
    <ResourceScreen
      key={routePartner ?? 'all'}
      contract={activeAccountContract}
      columns={columns}
      searches={ofPartner ? partnerSearches : allSearches}
      params={ofPartner ? { partner_id: partnerId } : undefined}
      create={create}
      edit={edit}
      remove={remove}
      fields={fields}
      highlight={highlight}
      // The spec's own CSV (its summary's columns) instead of the machine's.
      exportCsv={false}
      actions={
        <>
          {ofPartner && <BackToPartner partnerId={partnerId} />}
          <SummaryDialog partnerId={filters.partner_id} />
          <ExportCsv filters={filters} />
        </>
      }
    >
      {ofPartner ? <PartnerName partner={partner} /> : <PartnerTabs />}
    </ResourceScreen>
  );
}
