import { areaDeclarationSchema, areaProblems, defineArea, type AreaDeclaration } from './areas';

const page = () => Promise.resolve({ default: null });

/** The five areas at their smallest: each with a menu entry. */
const fitting = (): AreaDeclaration[] => [
  defineArea({ remote: 'master', area: 'master', index: 'admins', screens: [{ key: 'admins', path: 'admins', title: 'Administradores', menu: 40, page }] }),
  defineArea({
    remote: 'partners',
    area: 'master',
    screens: [
      { key: 'partners', path: 'partners', title: 'Partners', menu: 10, page },
      { key: 'partner', path: 'partners/:partner_id', title: 'Partner', section: 'partners', page },
    ],
  }),
  defineArea({ remote: 'organization', area: 'organization', screens: [{ key: 'organization-admins', path: 'admins', title: 'Administradores', menu: 20, page }] }),
  defineArea({ remote: 'account', area: 'account', screens: [{ key: 'personalization', path: 'personalization', title: 'Personalización', menu: 10, page }] }),
];

describe('areaProblems', () => {
  it('finds nothing in areas that fit together', () => {
    expect(areaProblems(fitting())).toEqual([]);
  });

  it('finds a name, a path or a menu place declared twice, across remotes too', () => {
    const areas = fitting();
    const twice = areaDeclarationSchema.parse({
      format: 1,
      remote: 'certifications',
      area: 'master',
      screens: [
        { key: 'partners', path: 'certifications', title: 'Certificaciones', menu: 180 },
        { key: 'certification', path: 'partners/:id', title: 'Certificación' },
        { key: 'topics', path: 'topics', title: 'Temas', menu: 40 },
      ],
    });
    expect(areaProblems([...areas, twice])).toEqual([
      "The name partners is declared twice: partners's partners and certifications's partners.",
      "The path /master/partners/:id is declared twice: partners's partner and certifications's certification.",
      "The master menu's place 40 is declared twice: master's admins and certifications's topics.",
    ]);
  });

  it("finds a name the host's own routes take, a section that names no screen of the area, and an area without menu", () => {
    const areas = fitting().filter((area) => area.area !== 'account');
    const wrong = areaDeclarationSchema.parse({
      format: 1,
      remote: 'extra',
      area: 'organization',
      screens: [
        { key: 'login', path: 'login', title: 'Entrar' },
        { key: 'entities', path: 'entities', title: 'Entidades', section: 'partners' },
      ],
    });
    expect(areaProblems([...areas, wrong])).toEqual([
      "The name login is declared twice: the host and extra's login.",
      "extra's entities is in the section partners, which no screen of the organization area declares.",
      'The account area has no menu entry.',
    ]);
  });
});

describe('defineArea', () => {
  it("keeps each screen's page for the remote's routes and publishes the declaration without it", () => {
    const area = defineArea({ remote: 'master', area: 'master', index: 'admins', screens: [{ key: 'admins', path: 'admins', title: 'Administradores', menu: 40, page }] });
    expect(area.pages.admins).toBe(page);
    expect(JSON.parse(JSON.stringify(area))).toEqual({
      format: 1,
      remote: 'master',
      area: 'master',
      index: 'admins',
      screens: [{ key: 'admins', path: 'admins', title: 'Administradores', menu: 40 }],
    });
  });
});
