/** Every resource contract, for the generic test suites and the API's description (not for screens). */
import { accountContract } from './resources/account';
import { auditContract } from './resources/audit';
import { adminContract } from './resources/admin';
import { certificationContract } from './resources/certification';
import { organizationContract } from './resources/organization';
import { partnerContract } from './resources/partner';
import { permissionContract } from './resources/permission';
import { platformContract } from './resources/platform';
import { roleContract } from './resources/role';
import { serviceContract } from './resources/service';

export const allContracts = [
  roleContract,
  permissionContract,
  adminContract,
  serviceContract,
  organizationContract,
  accountContract,
  partnerContract,
  certificationContract,
  platformContract,
  auditContract,
] as const;
