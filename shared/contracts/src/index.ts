/**
 * @console/contracts: what the API and every app agree on, written once, bundled into each of them.
 * Pure: no React, no browser, no server.
 */
export { z } from './zod';
export * from './envelope';
export * from './paging';
export * from './fields';
export * from './contract';
export * from './texts';
export * from './signin';
export * from './search';
export * from './dates';
export * from './routes';
export * from './resources/role';
export * from './resources/permission';
export * from './resources/admin';
export * from './resources/service';
export * from './resources/organization';
export * from './resources/account';
export * from './resources/partner';
export * from './resources/partner-billing';
export * from './resources/certification';
export * from './resources/platform';
export * from './resources/audit';
export * from './resources/parameter';
export * from './resources/subscription';
export * from './resources/plugin';
export * from './resources/language';
export * from './resources/component';
export * from './resources/plan';
export * from './resources/view';
export * from './resources/email-template';
export * from './resources/shipping';
export * from './resources/short-url';
export * from './resources/waba';
export * from './resources/extension';
export * from './resources/account-items';
export * from './resources/package';
export * from './resources/milestone';
export * from './resources/entity';
export * from './resources/organization-area';
export * from './resources/bot-version';
export * from './resources/user';
export * from './resources/account-links';
export * from './resources/account-settings';
export * from './areas';
export * from './access';
