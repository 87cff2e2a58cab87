/**
 * The demo milestones (document 2 §2–§4): a changelog of the last months in every type and status — one
 * older entry without a type ('No asignado') — with rich-text descriptions as the detail's editor writes
 * them, linked to services, roles and components. Called by seedMasterOperations (after services, roles 1–4 and
 * components exist). Deterministic: fixed rows, dates counted back from `now`.
 */
import { sanitizeRichText } from '../lib/rich-text';
import type { Db } from '../db/client';
import { components, milestoneComponents, milestoneRoles, milestones, milestoneServices, roles, services } from '../db/schema';

const DAY = 86_400_000;

/** `published`/`scheduled`: days back (negative: ahead); `services`, `roles`, `components`: indexes of the demo rows. */
const MILESTONES: {
  title: string;
  type: 'inprovement' | 'feature' | 'fix' | 'hotfix' | 'deprecated' | null;
  status: 'on_hold' | 'shedule' | 'released';
  description: string;
  published?: number;
  scheduled?: number;
  notify?: boolean;
  created: number;
  services: number[];
  roles: number[];
  components: number[];
}[] = [
  {
    title: 'Chat en vivo con transferencia por horario',
    type: 'feature',
    status: 'released',
    description:
      '<h2>Transferencia a agentes según horario</h2><p>El componente <strong>Chat en vivo</strong> ahora respeta el horario de atención de cada cuenta: fuera de horario el bot informa al usuario y deja el caso <em>en espera</em>.</p><ul><li><p>Horarios por día de la semana.</p></li><li><p>Mensaje de fuera de horario editable.</p></li><li><p>Aviso por correo al primer agente disponible.</p></li></ul>',
    published: 120,
    created: 150,
    services: [0],
    roles: [0, 1],
    components: [0],
  },
  {
    title: 'Carrusel: hasta 10 tarjetas',
    type: 'inprovement',
    status: 'released',
    description:
      '<p>El <strong>Carrusel</strong> admite ahora hasta <strong>10 tarjetas</strong> (antes 5) y cada tarjeta puede llevar tres botones.</p><p>Las tarjetas existentes no cambian.</p>',
    published: 104,
    created: 130,
    services: [0, 1],
    roles: [],
    components: [1],
  },
  {
    title: 'Corrección de botones rápidos en WhatsApp',
    type: 'fix',
    status: 'released',
    description:
      '<p>Los <strong>botones rápidos</strong> con más de 20 caracteres se cortaban en WhatsApp. Ahora el texto se ajusta al límite del canal y se muestra completo en la vista previa.</p><blockquote><p>Afectaba solo a cuentas con WhatsApp Business API.</p></blockquote>',
    published: 96,
    created: 99,
    services: [0],
    roles: [1],
    components: [2],
  },
  {
    title: 'Hotfix: envío duplicado de formularios',
    type: 'hotfix',
    status: 'released',
    description:
      '<p>Se corrigió un error que guardaba dos veces las respuestas de un <strong>Formulario</strong> cuando el usuario tocaba el botón de enviar dos veces seguidas.</p><ol><li><p>Se ignora el segundo envío durante 5 segundos.</p></li><li><p>Los atributos duplicados de la última semana se limpiaron.</p></li></ol>',
    published: 88,
    notify: false,
    created: 88,
    services: [0, 1],
    roles: [0],
    components: [3],
  },
  {
    title: 'Fin del soporte al Catálogo v1',
    type: 'deprecated',
    status: 'released',
    description:
      '<h2>El Catálogo v1 se descontinúa</h2><p>Desde esta versión el <strong>Catálogo v1</strong> deja de recibir cambios. Las cuentas que lo usan siguen funcionando hasta migrar al Catálogo v2.</p><p>Guía de migración: <a href="https://docs.konverza.example.com/catalogo/migracion">docs.konverza.example.com/catalogo/migracion</a></p>',
    published: 75,
    created: 90,
    services: [0],
    roles: [0, 2],
    components: [4],
  },
  {
    title: 'Encuestas con escala de 1 a 10',
    type: 'feature',
    status: 'released',
    description:
      '<p>Las <strong>Encuestas</strong> suman la pregunta de escala (NPS) de 1 a 10, con resultados por cuenta en el reporte semanal.</p><ul><li><p>Etiquetas de los extremos editables.</p></li><li><p>Exportación a CSV.</p></li></ul>',
    published: 52,
    created: 70,
    services: [1],
    roles: [1, 2],
    components: [5],
  },
  {
    title: 'Mapa de sucursales más rápido',
    type: 'inprovement',
    status: 'released',
    description:
      '<p>El componente <strong>Mapa</strong> carga las sucursales por zona visible: con más de 500 ubicaciones abre hasta <em>cuatro veces</em> más rápido.</p>',
    published: 31,
    created: 45,
    services: [0],
    roles: [],
    components: [6],
  },
  {
    title: 'Notas internas en el chat en vivo',
    type: 'feature',
    status: 'shedule',
    description:
      '<h2>Notas que el usuario no ve</h2><p>Los agentes podrán dejar <strong>notas internas</strong> en una conversación del <strong>Chat en vivo</strong> para el siguiente turno.</p><ul><li><p>Menciones a otros agentes.</p></li><li><p>Historial de notas por usuario.</p></li></ul>',
    scheduled: -14,
    created: 25,
    services: [0, 1],
    roles: [0, 1, 3],
    components: [0],
  },
  {
    title: 'Corrección de zona horaria en reportes',
    type: 'fix',
    status: 'shedule',
    description:
      '<p>Los reportes diarios de cuentas fuera de México cortaban el día a medianoche del centro del país. Se usará la <strong>zona horaria de cada cuenta</strong>.</p>',
    scheduled: -7,
    created: 18,
    services: [0],
    roles: [1],
    components: [],
  },
  {
    title: 'Carrusel con video',
    type: 'feature',
    status: 'on_hold',
    description:
      '<p>Tarjetas del <strong>Carrusel</strong> con un video corto en lugar de imagen. Pendiente de la revisión de límites de tamaño por canal.</p><pre><code>max_video_mb: 16\nformatos: mp4, 3gp</code></pre>',
    created: 12,
    services: [0],
    roles: [],
    components: [1],
  },
  {
    title: 'Retiro de botones rápidos en SMS',
    type: 'deprecated',
    status: 'on_hold',
    description:
      '<p>Los <strong>botones rápidos</strong> se mostrarán como lista numerada en SMS, que no admite botones.</p><hr><p>Por confirmar con el equipo de <em>Operaciones</em>.</p>',
    notify: false,
    created: 6,
    services: [1],
    roles: [2],
    components: [2],
  },
  {
    title: 'Hotfix: catálogo sin existencias',
    type: 'hotfix',
    status: 'shedule',
    description: '<p>Los productos sin existencia del <strong>Catálogo</strong> volverán a mostrarse como <em>agotados</em> en lugar de ocultarse.</p>',
    scheduled: -2,
    created: 3,
    services: [0],
    roles: [0],
    components: [4],
  },
  {
    title: 'Ajustes del formulario de registro',
    type: null,
    status: 'released',
    description: '<p>Entrada anterior a la clasificación por tipo: campos de teléfono con lada y validación de correo en el <strong>Formulario</strong>.</p>',
    published: 160,
    created: 170,
    services: [0],
    roles: [],
    components: [3],
  },
];

/** 'YYYY-MM-DD' of `days` back from now (negative: ahead). */
const dayOf = (now: number, days: number) => new Date(now - days * DAY).toISOString().slice(0, 10);

export async function seedMilestones(db: Db, { now }: { now: number }) {
  const serviceRows = await db.select({ id: services.service_id }).from(services).orderBy(services.service_id);
  const roleRows = await db.select({ id: roles.role_id }).from(roles).orderBy(roles.role_id);
  const componentRows = await db.select({ id: components.component_id }).from(components).orderBy(components.component_id);
  // Oldest first: ids follow the order they were written in.
  const rows = [...MILESTONES].sort((a, b) => b.created - a.created);
  const created = await db
    .insert(milestones)
    .values(
      rows.map((m) => ({
        title: m.title,
        type: m.type,
        status: m.status,
        // As the API stores what the editor sends (links open apart, void tags closed).
        description: sanitizeRichText(m.description),
        published_date: m.published === undefined ? null : dayOf(now, m.published),
        scheduled_date: m.scheduled === undefined ? null : dayOf(now, m.scheduled),
        notify: m.notify ?? true,
        createdAt: new Date(now - m.created * DAY),
      })),
    )
    .returning({ milestone_id: milestones.milestone_id });
  // Only the items the demo has (roles 5–7 come later in the demo set; fewer rows leave links out).
  const links = (pick: (m: (typeof MILESTONES)[number]) => number[], items: { id: number }[]) =>
    rows.flatMap((m, i) => pick(m).flatMap((index) => (items[index] ? [{ milestone_id: created[i].milestone_id, item_id: items[index].id }] : [])));
  const serviceLinks = links((m) => m.services, serviceRows);
  const roleLinks = links((m) => m.roles, roleRows);
  const componentLinks = links((m) => m.components, componentRows);
  if (serviceLinks.length > 0) await db.insert(milestoneServices).values(serviceLinks);
  if (roleLinks.length > 0) await db.insert(milestoneRoles).values(roleLinks);
  if (componentLinks.length > 0) await db.insert(milestoneComponents).values(componentLinks);
}
