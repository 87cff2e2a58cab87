/**
 * Milestones (issue 11): the create rule (title trimmed, a type chosen, status and notify by default), the
 * links to services, roles and components (PUT and DELETE, carried by one milestone), the description's
 * sanitising on create and update, and an update of one field. Generic calls: contracts.test.ts.
 */
import { eq } from 'drizzle-orm';
import { milestones } from '../src/db/schema';
import { sanitizeRichText } from '../src/lib/rich-text';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field
type Answer = any;
const create = async (body: Record<string, unknown>) => {
  const response = await send('POST', '/api/milestone', body);
  expect([response.statusCode, response.statusCode === 201 ? '' : response.body]).toEqual([201, '']);
  return json(response).resource as Answer;
};
/** What the database holds, past the API. */
const stored = async (id: number) => (await api.db().select().from(milestones).where(eq(milestones.milestone_id, id)))[0];

describe('milestones', () => {
  it('creates with a trimmed title and a chosen type; status Pendiente and notify by default; no type, no milestone', async () => {
    const milestone = await create({ title: '  Pagos con tarjeta  ', type: 'feature' });
    expect(milestone).toMatchObject({
      title: 'Pagos con tarjeta',
      type: 'feature',
      status: 'on_hold',
      notify: true,
      description: '',
      published_date: null,
      scheduled_date: null,
      Services: [],
      Roles: [],
      Components: [],
    });
    await api.expectRefusals([
      ['POST', '/api/milestone', { title: 'Sin tipo' }, 400, 'Elige un tipo (campo type)'],
      ['POST', '/api/milestone', { title: 'Sin tipo', type: null }, 400, 'Elige un tipo (campo type)'],
      ['POST', '/api/milestone', { title: 'Tipo mal escrito', type: 'improvement' }, 400, 'campo type'],
      ['POST', '/api/milestone', { title: '   ', type: 'fix' }, 400, 'Introduce el título (campo title)'],
      ['POST', '/api/milestone', { title: 'Estado mal escrito', type: 'fix', status: 'schedule' }, 400, 'campo status'],
    ]);
    // The wire keeps the spec's spellings.
    const spelled = await create({ title: 'Agendado', type: 'inprovement', status: 'shedule', scheduled_date: '2026-12-01', notify: false });
    expect(spelled).toMatchObject({ type: 'inprovement', status: 'shedule', scheduled_date: '2026-12-01', notify: false });
  });

  it('an update of one field leaves the others; a row may lose its type (No asignado)', async () => {
    const milestone = await create({ title: 'Reportes', type: 'fix', description: '<p>Uno</p>', published_date: '2026-01-15' });
    const updated = json(await send('PATCH', `/api/milestone/${milestone.milestone_id}`, { status: 'released' })).resource;
    expect(updated).toEqual({ ...milestone, status: 'released', _version: expect.any(String) });
    const untyped = json(await send('PATCH', `/api/milestone/${milestone.milestone_id}`, { type: null })).resource;
    expect(untyped).toEqual({ ...updated, type: null, _version: expect.any(String) });
    expect((await stored(milestone.milestone_id)).type).toBeNull();
  });

  it('links services, roles and components with PUT (twice is once) and unlinks them with DELETE; one milestone carries them', async () => {
    const milestone = await create({ title: 'Con vínculos', type: 'feature' });
    const id = milestone.milestone_id as number;
    const [service] = json(await get('/api/service?limit=1')).resource;
    const role = json(await get('/api/role/2')).resource;
    const [component] = json(await get('/api/component?limit=1')).resource;

    const linked = json(await send('PUT', `/api/milestone/${id}/service/${service.service_id}`)).resource;
    expect(linked.Services).toEqual([{ service_id: service.service_id, name: service.name, title: service.title }]);
    // Linking again is no error, and links it once.
    const again = await send('PUT', `/api/milestone/${id}/service/${service.service_id}`);
    expect([again.statusCode, json(again).resource.Services]).toEqual([200, linked.Services]);
    expect(json(await send('PUT', `/api/milestone/${id}/role/2`)).resource.Roles).toEqual([{ role_id: 2, name: role.name }]);
    const withComponent = json(await send('PUT', `/api/milestone/${id}/component/${component.component_id}`)).resource;
    expect(withComponent.Components).toEqual([{ component_id: component.component_id, name: component.name }]);
    expect(json(await get(`/api/milestone/${id}`)).resource).toEqual(withComponent);
    // A list row does not carry them.
    const [row] = json(await get(`/api/milestone?title=${encodeURIComponent('Con vínculos')}`)).resource;
    expect(Object.keys(row)).not.toContain('Services');

    await api.expectRefusals([
      ['PUT', `/api/milestone/${id}/service/999999`, undefined, 400, 'El servicio no existe'],
      ['PUT', `/api/milestone/${id}/role/999999`, undefined, 400, 'El rol no existe'],
      ['PUT', `/api/milestone/${id}/component/999999`, undefined, 400, 'El componente no existe'],
      ['PUT', `/api/milestone/999999/role/2`, undefined, 404, 'El milestone no existe'],
      ['PUT', `/api/milestone/${id}/role/abc`, undefined, 400, 'campo role_id'],
      ['DELETE', `/api/milestone/${id}/role/1`, undefined, 404, 'El rol no está asociado al milestone'],
    ]);

    const unlinked = json(await send('DELETE', `/api/milestone/${id}/role/2`)).resource;
    expect(unlinked).toEqual({ ...withComponent, Roles: [] });
    expect(json(await send('DELETE', `/api/milestone/${id}/service/${service.service_id}`)).resource.Services).toEqual([]);
    expect(json(await send('DELETE', `/api/milestone/${id}/component/${component.component_id}`)).resource.Components).toEqual([]);
    await api.expectRefusals([
      ['DELETE', `/api/milestone/${id}/service/${service.service_id}`, undefined, 404, 'El servicio no está asociado al milestone'],
      ['DELETE', `/api/milestone/${id}/component/${component.component_id}`, undefined, 404, 'El componente no está asociado al milestone'],
    ]);
    // Deleting the milestone deletes its links.
    await send('PUT', `/api/milestone/${id}/role/2`);
    expect((await send('DELETE', `/api/milestone/${id}`)).statusCode).toBe(200);
    expect((await send('PUT', `/api/milestone/${id}/role/2`)).statusCode).toBe(404);
  });

  it('sanitises the description on create and update: no script, event handler or javascript: address reaches the database', async () => {
    const attack =
      '<p onclick="steal()">Hola <strong>equipo</strong></p><script>alert("x")</script><img src="x" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">malo</a> <a href=" JaVaScRiPt:alert(2)">peor</a> <a href="https://konverza.example.com/notas" target="_self">bueno</a>' +
      '<style>p { display: none }</style><iframe src="https://evil.example.com"></iframe><h1>Título</h1><h2 class="x">Sección</h2>';
    const milestone = await create({ title: 'Sanitizado', type: 'fix', description: attack });
    const expected =
      '<p>Hola <strong>equipo</strong></p>malo peor <a href="https://konverza.example.com/notas" target="_blank" rel="noopener noreferrer nofollow">bueno</a>' +
      'Título<h2>Sección</h2>';
    expect(milestone.description).toBe(expected);
    expect((await stored(milestone.milestone_id)).description).toBe(expected);

    const updated = json(await send('PATCH', `/api/milestone/${milestone.milestone_id}`, { description: '<p>Nueva <em>nota</em></p><svg onload="alert(1)"><script>1</script></svg><a href="data:text/html,x">d</a>' })).resource;
    expect(updated.description).toBe('<p>Nueva <em>nota</em></p>d');
    const saved = (await stored(milestone.milestone_id)).description;
    for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', 'data:', '<img', '<style', '<iframe', '<svg']) expect(saved.toLowerCase()).not.toContain(bad);
  });

  it("keeps what the editor writes as it is, an emptied editor as '', and the description within 50,000 characters", async () => {
    const editor =
      '<h2>Novedades</h2><p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <u>subrayado</u>, <s>tachado</s> y <code>código</code>.<br>Otra línea.</p>' +
      '<ul><li><p>Uno</p></li></ul><ol><li><p>Dos</p></li></ol><blockquote><p>Cita</p></blockquote><pre><code>npm start</code></pre><hr>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:soporte@example.com">escríbenos</a> &amp; &lt;listo&gt;</p>';
    const milestone = await create({ title: 'Editor', type: 'feature', description: editor });
    // Only written otherwise: the link's attributes in another order, void tags closed.
    expect(milestone.description).toBe(
      editor
        .replace('<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:soporte@example.com">', '<a href="mailto:soporte@example.com" target="_blank" rel="noopener noreferrer nofollow">')
        .replace('<br>', '<br />')
        .replace('<hr>', '<hr />'),
    );
    expect(sanitizeRichText(milestone.description)).toBe(milestone.description);
    const emptied = json(await send('PATCH', `/api/milestone/${milestone.milestone_id}`, { description: '<p></p>' })).resource;
    expect(emptied.description).toBe('');

    await api.expectRefusals([
      ['POST', '/api/milestone', { title: 'Larga', type: 'fix', description: 'x'.repeat(50_001) }, 400, 'La descripción admite hasta 50000 caracteres (campo description)'],
      // Within the limit as sent, over it once its text is escaped.
      ['POST', '/api/milestone', { title: 'Escapada', type: 'fix', description: '&'.repeat(49_000) }, 400, 'La descripción admite hasta 50000 caracteres (campo description)'],
    ]);
  });

  it('has demo milestones of every type and status, one without a type, linked to services, roles and components', async () => {
    const list = json(await get('/api/milestone?limit=100')).resource as Answer[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((m) => m.type))).toEqual(new Set(['inprovement', 'feature', 'fix', 'hotfix', 'deprecated', null]));
    expect(new Set(list.map((m) => m.status))).toEqual(new Set(['on_hold', 'shedule', 'released']));
    const details = await Promise.all(list.map(async (m) => json(await get(`/api/milestone/${m.milestone_id}`)).resource as Answer));
    for (const key of ['Services', 'Roles', 'Components']) expect(details.some((m) => m[key].length > 0)).toBe(true);
    expect(details.every((m) => m.description === sanitizeRichText(m.description))).toBe(true);
  });
});
