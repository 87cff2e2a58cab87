/**
 * Milestones (document 2 §2–§5, §7): release notes — a changelog entry with a rich-text description (HTML,
 * sanitised by the API), its type and status, and the services, roles and components it concerns (PUT and
 * DELETE milestone/{id}/service/{service_id}, /role/{role_id}, /component/{component_id}). One milestone
 * (GET milestone/{id} and every write) carries those links; list rows do not.
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, date, flag, text, timestamp } from '../fields';
import { operation, itemParams } from '../operation';
import type { AuditAction } from './audit';

/** The types of spec 2 §4; `inprovement` is spelled so on the wire (RULINGS §1). */
export const MILESTONE_TYPES = {
  inprovement: 'Mejora',
  feature: 'Novedad',
  fix: 'Corrección',
  hotfix: 'Hotfix',
  deprecated: 'Descontinuado',
} as const;

/** The statuses of spec 2 §4 (any may follow any); `shedule` is spelled so on the wire. */
export const MILESTONE_STATUSES = { on_hold: 'Pendiente', shedule: 'Agendado', released: 'Liberado' } as const;

/** What a milestone without a type shows (spec 2 §4). */
export const MILESTONE_NO_TYPE = 'No asignado';

/** The longest description, in characters of HTML (as sent, and as stored after sanitising). */
export const MILESTONE_DESCRIPTION_MAX = 50_000;

const fields = {
  title: text('Título', { max: 200, required: true }),
  // HTML from the detail's rich-text editor: the API keeps only the editor's own tags (api/README.md).
  description: text('Descripción', { gender: 'f', max: MILESTONE_DESCRIPTION_MAX, multiline: true, default: '' }),
  // Null on a row ('No asignado'), never on a new milestone: see the create rule below.
  type: choice('Tipo', MILESTONE_TYPES, { required: true, nullable: true }),
  status: choice('Estado', MILESTONE_STATUSES, { default: 'on_hold', tones: { on_hold: 'neutral', shedule: 'info', released: 'positive' } }),
  published_date: date('Fecha de publicación', { gender: 'f', nullable: true }),
  scheduled_date: date('Fecha programada', { gender: 'f', nullable: true }),
  notify: flag('Notificar', { default: true }),
  createdAt: timestamp('Fecha de creación', { gender: 'f' }),
};

const defined = defineContract({
  path: 'milestone',
  id: 'milestone_id',
  names: { one: 'milestone', many: 'milestones', gender: 'm' },
  fields,
  joined: {
    Services: z.array(z.object({ service_id: z.number(), name: z.string(), title: z.string() })).optional(),
    Roles: z.array(z.object({ role_id: z.number(), name: z.string() })).optional(),
    Components: z.array(z.object({ component_id: z.number(), name: z.string() })).optional(),
  },
  label: (milestone) => milestone.title,
  list: { search: ['title'], sort: ['milestone_id', 'title', 'type', 'status', 'published_date', 'scheduled_date', 'createdAt'] },
});

/**
 * Spec 2 §5: a new milestone needs a title and a chosen type. The type stays nullable for the rows and
 * updates (a row without one reads 'No asignado'), so only the create rule refuses a null type.
 */
export const milestoneContract: typeof defined = {
  ...defined,
  schemas: {
    ...defined.schemas,
    create: defined.schemas.create.superRefine((body, context) => {
      if (body.type === null) context.addIssue({ code: 'custom', message: `Elige ${fields.type.words.a}`, path: ['type'] });
    }),
  },
};

/**
 * The items a milestone is linked to, by their path segment (milestone/{id}/{kind}/{item id}): the item's id
 * field, the joined list that carries them, and the texts of the detail's checkbox group.
 */
export const MILESTONE_LINKS = {
  service: {
    id: 'service_id',
    joined: 'Services',
    one: 'servicio',
    title: 'Servicios',
    associated: 'Servicio asociado con éxito',
    removed: 'Servicio removido con éxito',
    notLinked: 'El servicio no está asociado al milestone',
  },
  role: {
    id: 'role_id',
    joined: 'Roles',
    one: 'rol',
    title: 'Roles',
    associated: 'Rol asociado con éxito',
    removed: 'Rol removido con éxito',
    notLinked: 'El rol no está asociado al milestone',
  },
  component: {
    id: 'component_id',
    joined: 'Components',
    one: 'componente',
    title: 'Componentes',
    associated: 'Componente asociado con éxito',
    removed: 'Componente removido con éxito',
    notLinked: 'El componente no está asociado al milestone',
  },
} as const;
export type MilestoneLinkKind = keyof typeof MILESTONE_LINKS;

/** The path parameters of a link call: the milestone and the item ({ id, service_id }). */
export const milestoneLinkParams = <K extends MilestoneLinkKind>(kind: K) => itemParams(MILESTONE_LINKS[kind].id as (typeof MILESTONE_LINKS)[K]['id']);

/** The audit actions of linking and unlinking each kind (a role's are the admins'). */
const LINK_AUDIT = {
  service: { link: 'service.assign', unlink: 'service.remove' },
  role: { link: 'role.set', unlink: 'role.remove' },
  component: { link: 'component.assign', unlink: 'component.remove' },
} as const satisfies Record<MilestoneLinkKind, { link: AuditAction; unlink: AuditAction }>;

/** PUT and DELETE milestone/{id}/{kind}/{item id}: link one item of the kind, unlink it; each answers the milestone. */
function milestoneLinks<K extends MilestoneLinkKind>(kind: K) {
  const { id, one } = MILESTONE_LINKS[kind];
  const name = kind.charAt(0).toUpperCase() + kind.slice(1);
  const common = { path: `milestone/:id/${kind}/:${id}`, tag: 'milestone', params: milestoneLinkParams(kind), answer: milestoneContract.schemas.row };
  return {
    link: operation({
      ...common,
      id: `milestone.link${name}`,
      method: 'PUT',
      summary: `Asocia un ${one} al milestone (idempotente: uno ya asociado queda igual); 400 si no existe`,
      audit: LINK_AUDIT[kind].link,
      texts: { verb: 'asociando', what: one },
    }),
    unlink: operation({
      ...common,
      id: `milestone.unlink${name}`,
      method: 'DELETE',
      summary: `Desasocia un ${one} del milestone (404 si no estaba asociado)`,
      audit: LINK_AUDIT[kind].unlink,
      texts: { verb: 'removiendo', what: one },
    }),
  };
}

/** The items a milestone concerns, linked and unlinked one at a time, by kind (api/src/routes/milestones.ts). */
export const milestoneOperations = {
  service: milestoneLinks('service'),
  role: milestoneLinks('role'),
  component: milestoneLinks('component'),
};
