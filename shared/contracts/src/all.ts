/** Every resource contract and every operation contract, for the generic test suites and the API's description (not for screens). */
import type { AnyContract } from './contract';
import { listExport, type OperationSpec } from './operation';
import { AUDITED_CONTRACTS, auditContract } from './resources/audit';
import { roleOperations } from './resources/role';
import { adminOperations } from './resources/admin';
import { extensionOperations } from './resources/extension';
import { customViewOperations } from './resources/view';
import { pluginOperations } from './resources/plugin';
import { milestoneOperations } from './resources/milestone';
import { packageItemOperations, packageOperations } from './resources/package';
import { shortUrlOperations } from './resources/short-url';
import { signInOperations } from './signin';
import { searchOperations } from './search';
import { releaseOperations } from './releases';
import { clientErrorOperations } from './client-errors';
import { serverOperations, uploadOperations } from './server';
import { certificationExamOperations, questionOperations, topicLinkOperations } from './resources/certification';
import { activeAccountOperations, invoiceOperations } from './resources/partner-billing';
import { partnerDecisionOperations, partnerOperations } from './resources/partner-operations';
import { accountStatusOperations, organizationAreaOperations, organizationOperations } from './resources/organization-area';
import { entityOperations } from './resources/entity';
import { botVersionOperations } from './resources/bot-version';
import { accountItemOperations, listOperations } from './resources/account-items';
import { breadcrumbOperations, userOperations, userValueOperations } from './resources/user';
import { accountLanguageOperations, accountModelOperations, accountPlatformOperations } from './resources/account-links';
import {
  accountConfigurationOperations,
  lambdaOperations,
  messageTemplateOperations,
  planPaymentOperations,
  webPayCredentialOperations,
} from './resources/account-settings';
import { whatsappNumberOperations } from './resources/waba';

/** The resources staff change (each one's writes are recorded in the audit trail), and the trail itself. */
export const allContracts: readonly AnyContract[] = [...Object.values(AUDITED_CONTRACTS), auditContract];

/** The operations of every area, each declared beside what it belongs to; every paged list's CSV export after it. */
export const allOperations: readonly OperationSpec[] = [
  // master, sign-in and the server's own
  roleOperations,
  adminOperations,
  extensionOperations,
  customViewOperations,
  pluginOperations,
  ...Object.values(milestoneOperations),
  ...Object.values(packageItemOperations),
  packageOperations,
  shortUrlOperations,
  signInOperations,
  searchOperations,
  releaseOperations,
  clientErrorOperations,
  serverOperations,
  uploadOperations,
  // partners and certifications
  partnerOperations,
  invoiceOperations,
  activeAccountOperations,
  ...Object.values(topicLinkOperations),
  certificationExamOperations,
  questionOperations,
  organizationOperations,
  // organization and account
  organizationAreaOperations,
  accountStatusOperations,
  entityOperations,
  botVersionOperations,
  accountItemOperations,
  userOperations,
  userValueOperations,
  breadcrumbOperations,
  accountPlatformOperations,
  accountLanguageOperations,
  accountModelOperations,
  listOperations,
  planPaymentOperations,
  webPayCredentialOperations,
  accountConfigurationOperations,
  lambdaOperations,
  messageTemplateOperations,
  whatsappNumberOperations,
]
  .flatMap((group) => Object.values(group))
  .flatMap((op) => (op.paged && op.exported !== false ? [op, listExport(op)] : [op]));

/** The operations whose path names the brand (a partner's approval: partner/{brand}/approvePartner), for a brand. */
export const brandOperations = (brand: string): readonly OperationSpec[] => Object.values(partnerDecisionOperations(brand));
