/**
 * E-mail templates (spec 2 §3, §5, §8): the template's id on the e-mail platform (default Sendgrid) and a
 * name unique among templates, compared without case ('Ya existe un template con ese nombre').
 */
import { defineContract } from '../contract';
import { text, timestamp } from '../fields';

export const EMAIL_TEMPLATE_NAME_TAKEN = 'Ya existe un template con ese nombre';

export const emailTemplateContract = defineContract({
  path: 'email_template',
  id: 'email_template_id',
  names: { one: 'template de email', many: 'templates de email', gender: 'm' },
  fields: {
    external_template_id: text('ID del template', { max: 200, required: true }),
    name: text('Nombre', { max: 200, required: true }),
    title: text('Título', { max: 200, default: '' }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    email_platform: text('Plataforma de email', { gender: 'f', max: 100, default: 'Sendgrid' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['email_template_id', 'name', 'createdAt'] },
});

/** Whether `name` is taken by another template (case-insensitive, trimmed), as the API's unique index decides. */
export const emailTemplateNameTaken = (name: string, templates: readonly { email_template_id: number; name: string }[], ownId?: number) => {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && templates.some((template) => template.email_template_id !== ownId && template.name.trim().toLowerCase() === wanted);
};
