/** Certifications (spec 2 §3): name, title, description, enabled flag and the exam they use. */
import { z } from '../zod';
import { defineContract } from '../contract';
import { flag, reference, text, timestamp } from '../fields';

export const certificationContract = defineContract({
  path: 'certification',
  id: 'certification_id',
  names: { one: 'certificación', many: 'certificaciones', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    title: text('Título', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    enable: flag('Estado', { default: true, states: ['Activo', 'Apagado'] }),
    certification_exam_id: reference('Examen', () => ({
      path: 'certification_exam',
      id: 'certification_exam_id',
      names: { one: 'examen', many: 'exámenes', gender: 'm' },
      label: (exam) => String(exam.name),
    }), { nullable: true }),
    updated_at: timestamp('Fecha de actualización', { gender: 'f' }),
  },
  joined: { Certification_Exam: z.object({ name: z.string(), version: z.number() }).nullable() },
  texts: { created: 'Certificación creada' },
  list: { search: ['name'], sort: ['certification_id', 'name', 'updated_at'] },
  // Creating and editing certifications belongs to their own issue; the list is read-only meanwhile.
  create: false,
  update: false,
  remove: false,
});
