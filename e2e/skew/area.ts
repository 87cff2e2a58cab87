import { defineArea, partnerContract } from '@console/contracts';

/** The partners remote's declaration in its later release: one screen more, with its own menu entry. */
export default defineArea({
  remote: 'partners',
  area: 'master',
  screens: [
    { key: 'partners', path: 'partners', title: partnerContract.texts.title, menu: 10, page: () => import('../../remote-partners/src/partners/PartnersPage') },
    {
      key: 'partner',
      path: 'partners/:partner_id',
      title: 'Partner',
      section: 'partners',
      resource: partnerContract.path,
      page: () => import('../../remote-partners/src/partners/PartnerDetailPage'),
    },
    // A screen that uses newer kit and contracts.
    { key: 'novedades', path: 'novedades', title: 'Novedades', menu: 15, page: () => import('./NewerScreen') },
  ],
});
