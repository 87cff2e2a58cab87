/** Certifications (document 2): list with name search, each with its exam's name and version (one join). */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificationExams, certifications } from '../db/schema';
import { paged, pagedQuery, parse } from '../lib/http';
import { containsText } from '../lib/query';

export const certificationColumns = {
  certification_id: certifications.certification_id,
  name: certifications.name,
  title: certifications.title,
  description: certifications.description,
  enable: certifications.enable,
  certification_exam_id: certifications.certification_exam_id,
  updated_at: certifications.updated_at,
  Certification_Exam: { name: certificationExams.name, version: certificationExams.version },
};

export default async function certificationRoutes(app: FastifyInstance) {
  app.get('/certification', async (request) => {
    const query = parse(pagedQuery, request.query);
    return paged(query, (limit, offset) =>
      app.ctx.db
        .select(certificationColumns)
        .from(certifications)
        .leftJoin(
          certificationExams,
          eq(certificationExams.certification_exam_id, certifications.certification_exam_id),
        )
        .where(containsText(certifications.name, query.name))
        .orderBy(desc(certifications.certification_id))
        .limit(limit)
        .offset(offset),
    );
  });
}
