import { useParams } from 'react-router-dom';
import { fillPath, routePath, wabaContract, whatsappNumberContract, whatsappNumberOperations, type RowOf } from '@console/contracts';
import { LinkButton, ResourceScreen, resourceClient, useResourceRecord, type ColumnSpec, type CreateConfig } from '@console/ui';

type WhatsappNumber = RowOf<typeof whatsappNumberContract>;

const wabas = resourceClient(wabaContract);

const columns: ColumnSpec<typeof whatsappNumberContract>[] = [
  'model_id',
  'phone_number',
  'display_name',
  { header: 'Cuenta', cell: (number: WhatsappNumber) => number.Account?.name ?? 'Ninguna' },
  'createdAt',
];
/** The dialog's fields: the WABA is the screen's. */
const createFields = whatsappNumberContract.createFields.filter((key) => key !== 'waba_id');

/** One WABA's numbers (GET waba/{id}/numbers; created with POST whatsapp), titled with its name; tokens write-only. */
export default function WabaNumbersPage() {
  const wabaId = Number(useParams().waba_id);
  const waba = useResourceRecord(wabas, wabaId, { enabled: Number.isInteger(wabaId) && wabaId > 0 });
  const create: CreateConfig = { fields: createFields, defaults: { waba_id: wabaId } };
  return (
    <ResourceScreen
      // Another WABA is another screen: nothing typed in one shows in another's.
      key={wabaId}
      contract={whatsappNumberContract}
      title={waba.data ? `Números de ${waba.data.name}` : 'Números de WhatsApp'}
      columns={columns}
      listPath={fillPath(whatsappNumberOperations.ofWaba.path, { id: wabaId })}
      create={create}
      actions={
        <LinkButton to={routePath('waba')} variant="ghost">
          Volver a WhatsApp Business
        </LinkButton>
      }
    />
  );
}
