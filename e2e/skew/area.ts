import { defineArea, partnerContract } from '@console/contracts';

/** The partners remote's declaration in its later release: one screen more, with its own menu entry. */
export default defineArea({
  remote: 'partners',
  area: 'master',
  screens: [
    { key: 'partners', path: 'partners', title: partnerContract.texts.title, menu: true },
    { key: 'novedades', path: 'novedades', title: 'Novedades', menu: 15 },
  ],
});
