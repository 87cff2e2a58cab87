/** Every resource contract, for the generic test suites and the API's description (not for screens). */
import type { AnyContract } from './contract';
import { AUDITED_CONTRACTS, auditContract } from './resources/audit';

/** The resources staff change (each one's writes are recorded in the audit trail), and the trail itself. */
export const allContracts: readonly AnyContract[] = [...Object.values(AUDITED_CONTRACTS), auditContract];
