// The words each link says, from its item's names or the spec's own where it differs: the spec's texts, literally.
import { accountLinks, adminAccountsLink, adminOrganizationsLink, customViewAccountsLink, linkCalls, linkIds, packageItemLinks, partnerOrganizationsLink, partnerPackagesLink, topicLinks, type Link } from './index';

const said = (link: Link) => {
  const { title, duplicate, missing, added, removed } = link.texts;
  return { title, duplicate, missing, added, removed };
};

describe('the words of the links', () => {
  it.each<[string, Link, ReturnType<typeof said>]>([
    ['a custom view’s accounts', customViewAccountsLink, { title: 'Cuentas asociadas', duplicate: 'La cuenta ya se encuentra asociada', missing: 'Error removiendo la cuenta', added: 'Cuenta asociada con éxito', removed: 'Cuenta removida con éxito' }],
    ['an exam’s topics', topicLinks.certification_exam, { title: 'Temas asociados', duplicate: 'El tema ya se encuentra asociado', missing: 'Error removiendo tema', added: 'Tema asociado con éxito', removed: 'Temas removidos con éxito' }],
    ['an admin’s organizations', adminOrganizationsLink, { title: 'Organizaciones', duplicate: 'La organización ya se encuentra asociada', missing: 'Error removiendo la organización', added: 'Organización asociada', removed: 'Organización removida' }],
    ['an admin’s accounts', adminAccountsLink, { title: 'Cuentas', duplicate: 'La cuenta ya se encuentra asociada', missing: 'Error removiendo la cuenta', added: 'Cuenta asociada', removed: 'Cuenta removida' }],
    ['a partner’s organizations', partnerOrganizationsLink, { title: 'Organizaciones', duplicate: 'La organización ya se encuentra asociada', missing: 'Error removiendo la organización', added: 'Organización asociada con éxito', removed: 'Organización removida con éxito' }],
    ['a partner’s packages', partnerPackagesLink, { title: 'Paquetes', duplicate: 'El paquete ya se encuentra asociado', missing: 'Error removiendo el paquete', added: 'Paquete asociado con éxito', removed: 'Paquete removido con éxito' }],
    ['a package’s flows', packageItemLinks.flow, { title: 'Flujos', duplicate: 'El flujo ya se encuentra en el paquete', missing: 'El flujo no se encuentra en el paquete', added: 'Flujo agregado con éxito', removed: 'Flujo removido con éxito' }],
    ['an account’s languages', accountLinks.languages, { title: 'Idiomas asociados', duplicate: 'El idioma ya se encuentra asociado', missing: 'Error removiendo el idioma', added: 'Idioma asociado', removed: 'Idioma desasociado' }],
    ['an account’s platforms', accountLinks.platforms, { title: 'Plataformas asociadas', duplicate: 'La plataforma ya se encuentra asociada', missing: 'Error removiendo la plataforma', added: 'Plataforma asociada', removed: 'Plataforma desasociada' }],
    ['an account’s models', accountLinks.models, { title: 'Modelos asociados', duplicate: 'El modelo ya se encuentra asociado', missing: 'Error removiendo el modelo', added: 'Modelo asociado', removed: 'Modelo desasociado' }],
    ['an account’s entities', accountLinks.entities, { title: 'Entidades asociadas', duplicate: 'La cuenta ya se encuentra asociada', missing: 'Error removiendo la entidad', added: 'Entidad asociada', removed: 'Entidad desasociada' }],
    ['an account’s extensions', accountLinks.extensions, { title: 'Extensiones asociadas', duplicate: 'La extensión ya se encuentra asociada a esa cuenta', missing: 'Error removiendo la extensión', added: 'Extensión asociada con éxito', removed: 'Extensión removida de la cuenta' }],
    ['an account’s admins', accountLinks.admins, { title: 'Administradores asociados', duplicate: 'El administrador ya se encuentra asociado', missing: 'Error removiendo el administrador', added: 'Administrador asociado', removed: 'Administrador desasociado' }],
  ])('%s', (_name, link, words) => expect(said(link)).toEqual(words));

  it('asks in the owner’s words and says the API’s refusal of an item not linked', () => {
    expect(accountLinks.languages.texts.from).toBe('de la cuenta');
    expect(adminOrganizationsLink.texts.notLinked).toBe('La organización no está asociada al administrador');
    expect(accountLinks.languages.texts.notLinked).toBe('El idioma no está asociado a la cuenta');
  });
});

describe('the calls of a link', () => {
  it('sends the items as a list in one call, or one call per item, each id where its operation wants it', () => {
    expect(linkCalls(customViewAccountsLink.remove, 4, [1, 2])).toEqual([{ params: { id: 4 }, body: { account_ids: [1, 2] } }]);
    expect(linkCalls(packageItemLinks.flow.remove, 5, [7, 8])).toEqual([
      { params: { id: 5 }, body: { flow_id: 7 } },
      { params: { id: 5 }, body: { flow_id: 8 } },
    ]);
    expect(linkCalls(accountLinks.languages.add, 7, [2])).toEqual([{ params: { id: 2 }, body: { account_id: 7 } }]);
    expect(linkCalls(partnerPackagesLink.add, 3, [9])).toEqual([{ params: { id: 3, package_id: 9 } }]);
    // A partner's organization is removed by clearing its partner.
    expect(linkCalls(partnerOrganizationsLink.remove, 3, [6])).toEqual([{ params: { id: 6 }, body: { partner_id: null } }]);
  });

  it('reads the ids back from a call as the API receives it', () => {
    expect(linkIds(customViewAccountsLink.remove, { params: { id: 4 }, body: { account_ids: [1, 2] } })).toEqual({ ownerId: 4, itemIds: [1, 2] });
    expect(linkIds(customViewAccountsLink.remove, { params: { id: 4 }, body: { account_id: 1 } })).toEqual({ ownerId: 4, itemIds: [1] });
    expect(linkIds(accountLinks.languages.add, { params: { id: 2 }, body: { account_id: 7 } })).toEqual({ ownerId: 7, itemIds: [2] });
  });
});
