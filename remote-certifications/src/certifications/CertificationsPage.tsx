import { certificationContract } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type SearchSpec } from '@console/ui';

/** Spec 2 §9: certification search, 400 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: certificationContract.texts.search, debounceMs: 400 }];

const columns: ColumnSpec<typeof certificationContract>[] = [
  'name',
  'title',
  {
    header: 'Examen',
    cell: (c) => (c.Certification_Exam ? `${c.Certification_Exam.name} v${c.Certification_Exam.version}` : '-'),
  },
  'enable',
  'updated_at',
];

/** Spec 2: the certifications list with its search (creating and editing them come with their own screens). */
export default function CertificationsPage() {
  return <ResourceScreen contract={certificationContract} columns={columns} searches={searches} />;
}
