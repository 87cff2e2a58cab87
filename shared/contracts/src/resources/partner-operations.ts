/**
 * The partner's operations (spec 1 §2.9, §3, §4, §5, §7.4; api/src/routes/partners.ts): its approval, and what is
 * linked to it — organizations (through the organization's partner_id), packages and certifications. Declared
 * apart from the partner's contract because they answer organizations and packages, whose modules import
 * partner.ts (organization.ts, and package.ts through account.ts): here every contract is whole when read.
 */
import { z } from '../zod';
import { rowSchema } from '../contract';
import { idParams, itemParams, operation, strictListQuery } from '../operation';
import { certificationContract } from './certification';
import { organizationContract } from './organization';
import { packageContract } from './package';
import {
  assignCertificationSchema,
  partnerCertificationRow,
  partnerContract,
  partnerDecisionSchema,
  partnerTexts,
  updateCertificationSchema,
} from './partner';

/**
 * The approval calls (spec 1 §7.4, RULINGS 3): under the partner resource with the brand, lower-case, as a path
 * segment, so they are declared for a brand (the API's, the console's). Both take the same body; the state
 * decides — 1 approves, any other integer rejects — whichever of the two is called, and the audit trail records
 * the decision taken: the `audit` of its call.
 */
export const partnerDecisionOperations = (brand: string) => {
  const decision = <D extends 'approvePartner' | 'rejectPartner'>(name: D, verb: 'Aprueba' | 'Rechaza', audit: 'partner.approve' | 'partner.reject') =>
    operation({
      id: `partner.${name}`,
      method: 'POST',
      path: `partner/${brand.toLowerCase()}/${name}`,
      summary: `${verb} un partner: el estado decide (1 aprueba, otro entero rechaza; sin estado 400 '${partnerTexts.invalidState}'); 409 si ya fue aprobado o rechazado`,
      tag: 'partner',
      body: partnerDecisionSchema,
      answer: partnerRow,
      refusals: [404, 409],
      // The brand's segment is no id: the rule of method and path would leave the call to the superadmin.
      permission: { resource: partnerContract.path, action: 'update' },
      audit,
      texts: { verb: 'actualizando', what: partnerContract.names.one },
    });
  return {
    approvePartner: decision('approvePartner', 'Aprueba', 'partner.approve'),
    rejectPartner: decision('rejectPartner', 'Rechaza', 'partner.reject'),
  };
};

/** The rows the calls answer, typed as the console reads them. */
const partnerRow = rowSchema(partnerContract);
const organizationRow = rowSchema(organizationContract);
const packageRow = rowSchema(packageContract);

/** partner/{id}/…/{item_id}: the partner and the item, both ids. */
export const partnerPackageParams = itemParams('package_id');
export const partnerCertificationParams = itemParams('partner_certification_id');

/** What is linked to a partner: each write answers the partner's row (its audit trail's), or the certification's. */
export const partnerOperations = {
  organizations: operation({
    id: 'partner.organizations',
    method: 'GET',
    path: 'partner/:id/organizations',
    summary: 'Las organizaciones de un partner (se asocian con PATCH organization/{id} {partner_id})',
    tag: 'partner',
    params: idParams,
    query: strictListQuery(organizationContract.schemas.list),
    answer: z.array(organizationRow),
    paged: true,
    permission: { resource: organizationContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: organizationContract.names.many },
  }),
  packages: operation({
    id: 'partner.packages',
    method: 'GET',
    path: 'partner/:id/packages',
    summary: 'Los paquetes asociados a un partner',
    tag: 'partner',
    params: idParams,
    query: strictListQuery(packageContract.schemas.list),
    answer: z.array(packageRow),
    paged: true,
    permission: { resource: packageContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: packageContract.names.many },
  }),
  assignPackage: operation({
    id: 'partner.assignPackage',
    method: 'POST',
    path: 'partner/:id/package/:package_id',
    summary: `Asocia un paquete al partner (409 '${partnerTexts.packageLinked}', 404 si no existe)`,
    tag: 'partner',
    params: partnerPackageParams,
    answer: partnerRow,
    refusals: [409],
    audit: 'package.assign',
    texts: { verb: 'asociando', what: packageContract.names.one },
  }),
  removePackage: operation({
    id: 'partner.removePackage',
    method: 'DELETE',
    path: 'partner/:id/package/:package_id',
    summary: 'Desasocia un paquete del partner (404 si no estaba asociado)',
    tag: 'partner',
    params: partnerPackageParams,
    answer: partnerRow,
    audit: 'package.remove',
    texts: { verb: 'removiendo', what: packageContract.names.one },
  }),
  certifications: operation({
    id: 'partner.certifications',
    method: 'GET',
    path: 'partner/:id/certifications',
    summary: 'Las certificaciones de un partner: estado, puntaje, intentos y fecha del último intento',
    tag: 'partner',
    params: idParams,
    answer: z.array(partnerCertificationRow),
    texts: { verb: 'obteniendo', what: certificationContract.names.many },
  }),
  assignCertification: operation({
    id: 'partner.assignCertification',
    method: 'POST',
    path: 'partner/:id/assign_certification',
    summary: `Asigna una certificación al partner, en estado disponible (409 '${partnerTexts.certificationLinked}')`,
    tag: 'partner',
    params: idParams,
    body: assignCertificationSchema,
    answer: partnerCertificationRow,
    status: 201,
    refusals: [409],
    audit: 'certification.assign',
    texts: { verb: 'asociando', what: certificationContract.names.one },
  }),
  updateCertification: operation({
    id: 'partner.updateCertification',
    method: 'PATCH',
    path: 'partner/:id/update_certification',
    summary: 'Cambia el estado, el puntaje (≥ 0, centésimas) o los intentos (entero ≥ 0) de una certificación del partner',
    tag: 'partner',
    params: idParams,
    body: updateCertificationSchema,
    answer: partnerCertificationRow,
    audit: 'certification.update',
    texts: { verb: 'actualizando', what: certificationContract.names.one },
  }),
  removeCertification: operation({
    id: 'partner.removeCertification',
    method: 'DELETE',
    path: 'partner/:id/remove_certification/:partner_certification_id',
    summary: 'Quita una certificación del partner (404 si no la tenía)',
    tag: 'partner',
    params: partnerCertificationParams,
    answer: partnerRow,
    audit: 'certification.remove',
    texts: { verb: 'removiendo', what: certificationContract.names.one },
  }),
};
