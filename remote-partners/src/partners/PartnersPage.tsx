import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@console/shared';
import { PARTNER_STATUSES, partnerCreateSchema } from '@console/shared/schemas';
import {
  FormDialog,
  PagedTable,
  PageHeader,
  useListState,
  usePagedList,
  type Column,
} from '@console/shared/ui';
import { createPartner, listPartners, listServices, type Partner } from './api';

// The name links to the partner detail (route 'partner') once that screen exists.
const columns: Column<Partner>[] = [
  { header: 'ID', cell: (p) => p.partner_id },
  { header: 'Nombre', cell: (p) => p.business_name },
  { header: 'Clientes', cell: (p) => p.clients_size ?? 0 },
  { header: 'Nivel', cell: (p) => p.level ?? '-' },
  { header: 'Estado', cell: (p) => <Badge variant="subtle">{PARTNER_STATUSES[p.status] ?? p.status}</Badge> },
  { header: 'Fecha de creación', cell: (p) => formatDate(p.createdAt) },
];

export function PartnersPage() {
  const list = useListState();
  const partners = usePagedList(['partner', list.params], () => listPartners(list.params));
  const services = useQuery({ queryKey: ['service'], queryFn: listServices, select: (envelope) => envelope.resource });
  const serviceOptions = (services.data ?? []).map((s) => ({ value: s.service_id, label: s.title || s.name }));
  return (
    <>
      <PageHeader
        title="Partners"
        actions={
          <FormDialog
            title="Crear partner"
            schema={partnerCreateSchema}
            fields={[
              { name: 'business_name', label: 'Nombre' },
              { name: 'service_id', label: 'Servicio', kind: 'select', options: serviceOptions, placeholder: 'Elige un servicio' },
            ]}
            defaultValues={{ business_name: '' }}
            onSubmit={createPartner}
            successMessage="Partner creado con éxito"
            invalidate={['partner']}
          />
        }
      />
      <PagedTable label="Partners" columns={columns} rowKey={(p) => p.partner_id} list={list} result={partners} />
    </>
  );
}
