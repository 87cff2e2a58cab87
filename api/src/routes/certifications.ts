/** Certifications (document 2): the contract's list (name search), each with its exam's name and version (one join). */
import { certificationContract } from '@console/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificationExams, certifications } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

export default async function certificationRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    contract: certificationContract,
    table: certifications,
    columns: { Certification_Exam: { name: certificationExams.name, version: certificationExams.version } },
    join: (query) =>
      query.leftJoin(certificationExams, eq(certificationExams.certification_exam_id, certifications.certification_exam_id)),
  });
}
