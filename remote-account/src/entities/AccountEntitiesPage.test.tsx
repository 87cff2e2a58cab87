// What is particular to an account's entities: they are its organization's, so an organization without any says
// so (and where they are made) instead of offering an empty 'Asociar entidad'.
import { screen } from '@testing-library/react';
import type { Access } from '@console/contracts';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const readEntities = { resource: 'entity', read: true, create: false, update: true, delete: false };

/** Account 7 (of organization 3) with no entity associated, its organization without any either. */
const open = (access?: Access) => {
  mockApi({
    'GET account/7': ok(ventas),
    'GET account/7/entities': ok([], { hasNextPage: false }),
    'GET organization/3/entities': ok([], { hasNextPage: false }),
  });
  return renderWithConsole(<App />, { route: '/account/7/entities', path: '/account/:account_id/*', access });
};

describe('Entidades de una cuenta', () => {
  it("says the organization has no entities to associate, and links to where they are made, instead of 'Asociar entidad'", async () => {
    await open();
    expect(await screen.findByText(/^La organización no tiene entidades para asociar\. Se crean en/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entidades de la organización' })).toHaveAttribute('href', '/organization/3/entities');
    expect(screen.queryByRole('button', { name: 'Asociar entidad' })).not.toBeInTheDocument();
  });

  it('names the screen without a link for a role that may not create entities', async () => {
    await open({ superadmin: false, grants: [readEntities] });
    expect(await screen.findByText(/Se crean en Entidades de la organización\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entidades de la organización' })).not.toBeInTheDocument();
  });
});
