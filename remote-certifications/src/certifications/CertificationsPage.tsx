import { CERTIFICATION_DEBOUNCE_MS, certificationContract } from '@console/contracts';
import { ResourceScreen, type ColumnSpec, type SearchSpec } from '@console/ui';
import { CertificationTabs } from '../tabs';

/** Spec 2 §9: certification search, 400 ms. */
const searches: SearchSpec[] = [{ param: 'name', label: certificationContract.texts.search, debounceMs: CERTIFICATION_DEBOUNCE_MS.certification }];

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

/**
 * Spec 2 §2: certifications — search by name, create (name and title), edit with the exam selector and the
 * state switch ('Activo' / 'Apagado'), delete ('Certificación creada', 'Certificación actualizada', …).
 */
export default function CertificationsPage() {
  return (
    <ResourceScreen contract={certificationContract} columns={columns} searches={searches}>
      <CertificationTabs />
    </ResourceScreen>
  );
}
