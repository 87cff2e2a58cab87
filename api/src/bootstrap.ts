/**
 * First start: when the admins table is empty, production creates the superadmin from
 * ADMIN_EMAIL / ADMIN_PASSWORD (and refuses to start without them); any other mode loads the demo set.
 */
import { StartupError, type Config } from './config';
import { hashPassword } from './lib/password';
import type { Db } from './db/client';
import { ensureBaseRoles, seedDemo } from './demo/seed';
import { catalogueIsEmpty, seedCatalogue } from './demo/master-catalogue';
import { masterOperationsAreEmpty, seedMasterOperations } from './demo/master-operations';
import { certificationsAreEmpty, seedCertifications } from './demo/certifications';
import { partnersDemoIsEmpty, seedPartners } from './demo/partners';
import { organizationIsEmpty, seedOrganization } from './demo/organization';
import { accountLinksAreEmpty, seedAccountLinks } from './demo/account-links';
import { seedUsers, usersAreEmpty } from './demo/users';
import { isEmpty as accountSettingsAreEmpty, seed as seedAccountSettings } from './demo/account-settings';
import { isEmpty as accountIntegrationsAreEmpty, seed as seedAccountIntegrations } from './demo/account-integrations';
import { admins, services } from './db/schema';

export type BootstrapResult =
  | { kind: 'existing' }
  | { kind: 'admin'; email: string }
  | { kind: 'demo'; email: string; password: string };

export async function bootstrap(db: Db, config: Config): Promise<BootstrapResult> {
  const [anyAdmin] = await db.select({ admin_id: admins.admin_id }).from(admins).limit(1);
  if (anyAdmin) {
    // A demo database from before a part of the catalogue existed: its screens get their rows too.
    if (!config.production && (await catalogueIsEmpty(db))) await addCatalogue(db);
    if (!config.production && (await masterOperationsAreEmpty(db))) await db.transaction((tx) => seedMasterOperations(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await certificationsAreEmpty(db))) await db.transaction((tx) => seedCertifications(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await partnersDemoIsEmpty(db))) await db.transaction((tx) => seedPartners(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await organizationIsEmpty(db))) await db.transaction((tx) => seedOrganization(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await accountLinksAreEmpty(db))) await db.transaction((tx) => seedAccountLinks(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await usersAreEmpty(db))) await db.transaction((tx) => seedUsers(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await accountSettingsAreEmpty(db))) await db.transaction((tx) => seedAccountSettings(tx as unknown as Db, { now: Date.now() }));
    if (!config.production && (await accountIntegrationsAreEmpty(db))) await db.transaction((tx) => seedAccountIntegrations(tx as unknown as Db, { now: Date.now() }));
    return { kind: 'existing' };
  }

  if (config.production) {
    if (!config.adminEmail || !config.adminPassword) {
      throw new StartupError(
        'La base de datos no tiene administradores: define ADMIN_EMAIL y ADMIN_PASSWORD para crear el superadministrador (NODE_ENV=production).',
      );
    }
    await ensureBaseRoles(db, config.brand);
    await db.insert(admins).values({
      first_name: 'Administrador',
      last_name: config.brand,
      email: config.adminEmail,
      password_hash: await hashPassword(config.adminPassword),
      role_id: 1,
    });
    return { kind: 'admin', email: config.adminEmail };
  }

  const credentials = await seedDemo(db, {
    brand: config.brand,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  return { kind: 'demo', ...credentials };
}

async function addCatalogue(db: Db) {
  const serviceRows = await db.select({ service_id: services.service_id }).from(services).orderBy(services.service_id);
  await db.transaction((tx) => seedCatalogue(tx as unknown as Db, { now: Date.now(), serviceIds: serviceRows.map((s) => s.service_id) }));
}
