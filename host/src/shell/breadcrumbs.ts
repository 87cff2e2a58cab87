/**
 * Breadcrumb of the current path (spec 2.3: small screens only): one crumb per segment, Spanish labels for
 * the segments the spec names, ids shown as they are.
 */
export const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  master: 'Master',
  organization: 'Organización',
  account: 'Cuenta',
  // master
  partners: 'Partners',
  organizations: 'Organizaciones',
  accounts: 'Cuentas',
  admins: 'Administradores',
  roles: 'Roles',
  permissions: 'Permisos',
  parameters: 'Parámetros',
  platforms: 'Plataformas',
  plugins: 'Plugins',
  attributes: 'Atributos',
  subscriptions: 'Suscripciones',
  packages: 'Paquetes',
  languages: 'Idiomas',
  extensions: 'Extensiones',
  milestones: 'Hitos',
  components: 'Componentes',
  plans: 'Planes',
  'plan-groups': 'Grupos de planes',
  views: 'Vistas',
  'custom-views': 'Vistas personalizadas',
  'email-templates': 'Plantillas de correo',
  'bpayment-credentials': 'Credenciales de pago',
  invoice: 'Facturas',
  'active-accounts': 'Cuentas activas',
  'assing-accounts': 'Asignar cuentas',
  certifications: 'Certificaciones',
  'certification-exams': 'Exámenes',
  'certification-topics': 'Temas',
  'certification-questions': 'Preguntas',
  'certification-resources': 'Recursos',
  shipping: 'Envíos',
  tooling: 'Herramientas',
  waba: 'WhatsApp Business',
  // organization
  entities: 'Entidades',
  'merge-accounts': 'Combinar cuentas',
  'account-status': 'Estado de cuentas',
  // account
  personalization: 'Personalización',
  users: 'Usuarios',
  variables: 'Variables',
  models: 'Modelos',
  payment: 'Pagos',
  'web-pay-credentials': 'Credenciales Web Pay',
  status: 'Estado',
  configuration: 'Configuración',
  webhooks: 'Webhooks',
  lambdas: 'Lambdas',
  whatsapps: 'WhatsApp',
};

export interface Crumb {
  label: string;
  /** Where the crumb leads; null for the current page and for paths that are not a screen. */
  to: string | null;
}

/** '/organization/7/accounts' → Organización › 7 › Cuentas (ids as they are). */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((raw, index) => {
    const segment = decodeURIComponent(raw);
    const last = index === segments.length - 1;
    // '/organization' and '/account' alone are not screens: the area crumb is plain text.
    const areaPrefix = index === 0 && (segment === 'organization' || segment === 'account');
    return {
      label: SEGMENT_LABELS[segment] ?? segment,
      to: last || areaPrefix ? null : `/${segments.slice(0, index + 1).join('/')}`,
    };
  });
}
