import { certificationExamContract, EXAM_LEVELS, EXAM_NO_LEVEL } from '@console/contracts';
import { resourceClient } from '@console/ui';

export const exams = resourceClient(certificationExamContract);

/** Spec 2 §4: an exam's level as people read it; 'No definido' before its first build. */
export const levelLabel = (level: number | null | undefined) => (level ? (EXAM_LEVELS[level as keyof typeof EXAM_LEVELS] ?? String(level)) : EXAM_NO_LEVEL);
