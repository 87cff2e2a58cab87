import { Badge } from '@chakra-ui/react';
import { formatDate } from '@console/shared';
import {
  PagedTable,
  PageHeader,
  SearchBox,
  useListState,
  usePagedList,
  type Column,
} from '@console/shared/ui';
import { listCertifications, type Certification } from './api';

/** Spec 2 §9: certification search. */
const SEARCH_DEBOUNCE_MS = 400;

const columns: Column<Certification>[] = [
  { header: 'Nombre', cell: (c) => c.name },
  { header: 'Título', cell: (c) => c.title },
  {
    header: 'Examen',
    cell: (c) => (c.Certification_Exam ? `${c.Certification_Exam.name} v${c.Certification_Exam.version}` : '-'),
  },
  {
    header: 'Estado',
    cell: (c) => (
      <Badge colorPalette={c.enable ? 'green' : 'gray'} variant="subtle">
        {c.enable ? 'Activo' : 'Apagado'}
      </Badge>
    ),
  },
  { header: 'Fecha de actualización', cell: (c) => formatDate(c.updated_at) },
];

export function CertificationsPage() {
  const list = useListState({ debounceMs: SEARCH_DEBOUNCE_MS });
  const certifications = usePagedList(['certification', list.params], () => listCertifications(list.params));
  return (
    <>
      <PageHeader title="Certificaciones" />
      <SearchBox label="Buscar certificación" value={list.search} onChange={list.setSearch} />
      <PagedTable
        label="Certificaciones"
        columns={columns}
        rowKey={(c) => c.certification_id}
        list={list}
        result={certifications}
      />
    </>
  );
}
