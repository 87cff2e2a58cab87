// The certification container (spec 2 §2): five tabs following the route, and every topic loaded on entry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_LIST_LIMIT, refusalText, type Grant } from '@console/contracts';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from './App';
import { CERTIFICATION_TABS_LABEL } from './tabs';

const TABS = [
  ['Certificaciones', '/master/certifications'],
  ['Exámenes', '/master/certification-exams'],
  ['Temas', '/master/certification-topics'],
  ['Preguntas', '/master/certification-questions'],
  ['Recursos', '/master/certification-resources'],
] as const;

const empty = ok([], { hasNextPage: false });
const serve = () =>
  mockApi({
    'GET certification': empty,
    'GET certification_exam': empty,
    'GET certification_topic': ok([{ c_t_id: 1, name: 'Webhooks', classification: '' }], { hasNextPage: false }),
    'GET question': empty,
    'GET certification_resource': empty,
  });
const allTopics = (requests: ApiRequest[]) => requests.filter((r) => r.path === 'certification_topic' && r.query.limit === String(MAX_LIST_LIMIT));
const nav = () => within(screen.getByRole('navigation', { name: CERTIFICATION_TABS_LABEL }));

describe('the certification container', () => {
  it.each(TABS)("at the route of '%s' that tab is current, the others link to theirs", async (name, route) => {
    serve();
    await renderWithConsole(<App />, { route, path: '/master/*' });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    for (const [other, otherRoute] of TABS) {
      const link = nav().getByRole('link', { name: other });
      expect(link).toHaveAttribute('href', otherRoute);
      if (other === name) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('goes from tab to tab by the route; every topic is loaded once, on entry', async () => {
    const requests = serve();
    const { location } = await renderWithConsole(<App />, { route: '/master/certifications', path: '/master/*' });
    await screen.findByRole('heading', { level: 1, name: 'Certificaciones' });
    await waitFor(() => expect(allTopics(requests)).toHaveLength(1));
    const user = userEvent.setup();
    for (const [name, route] of [TABS[1], TABS[3], TABS[4], TABS[0]]) {
      await user.click(nav().getByRole('link', { name }));
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(location().pathname).toBe(route);
      expect(nav().getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    expect(allTopics(requests)).toHaveLength(1);
  });

  it('shows only the tabs the role may read, and never asks for the topics of a role that may not read them', async () => {
    const read = (resource: string): Grant => ({ resource, read: true, create: false, update: false, delete: false });
    const requests = mockApi({
      'GET certification': ok([{ certification_id: 1, name: 'Integrador', title: 'Integrador certificado', enable: true }], { hasNextPage: false }),
      'GET certification_topic': fail(403, refusalText('read', 'temas')),
    });
    const access = { superadmin: false, grants: [read('certification'), read('certification_exam'), read('question')] };
    await renderWithConsole(<App />, { route: '/master/certifications', path: '/master/*', access });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificaciones' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Integrador' });
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Certificaciones', 'Exámenes', 'Preguntas']);
    expect(nav().getByRole('link', { name: 'Certificaciones' })).toHaveAttribute('aria-current', 'page');
    expect(requests.filter((r) => r.path === 'certification_topic')).toEqual([]);
    expect(screen.queryByText(refusalText('read', 'temas'))).not.toBeInTheDocument();
  });
});
