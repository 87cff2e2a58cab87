import type { SearchItem } from '@console/contracts';
import { recentEntries, resultEntries, screenEntries, type ScreenLink } from './entries';

const RECENT = {
  organizations: [{ id: 9, name: 'Comercial Norte' }],
  accounts: [
    { id: 31, name: 'Soporte Sur', parentId: 9 },
    { id: 3, name: 'Bot Sureño', parentId: 9 },
    { id: 4, name: 'Tienda' },
    { id: 5, name: 'Quinta' },
    { id: 6, name: 'Sexta' },
  ],
};

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('palette entries', () => {
  it('recent items: with nothing typed the first four of each kind, organizations first, each opening its page', () => {
    const entries = recentEntries(RECENT, ' ');
    expect(labels(entries)).toEqual(['Comercial Norte', 'Soporte Sur', 'Bot Sureño', 'Tienda', 'Quinta']);
    expect(entries[0]).toMatchObject({ kindLabel: 'Organización', detail: 'ID 9', path: '/organization/9' });
    expect(entries[1]).toMatchObject({ kindLabel: 'Cuenta', path: '/account/31/personalization', recent: { kind: 'accounts', item: RECENT.accounts[0] } });
  });

  it('recent items while typing: an exact id, then names starting with it, then containing it; accents do not matter', () => {
    expect(labels(recentEntries(RECENT, '3'))).toEqual(['Bot Sureño']);
    expect(labels(recentEntries(RECENT, 'SUR'))).toEqual(['Soporte Sur', 'Bot Sureño']);
    expect(labels(recentEntries(RECENT, 'sureno'))).toEqual(['Bot Sureño']);
    expect(labels(recentEntries(RECENT, 's'))).toEqual(['Soporte Sur', 'Sexta', 'Bot Sureño']);
  });

  it('screens: those whose titles start with the text first, in menu order', () => {
    const screens: ScreenLink[] = ['Cuentas', 'Plan de cuentas', 'Cuentas activas', 'Roles'].map((title, index) => ({
      key: `master:${index}`,
      title,
      areaTitle: 'Master',
      detail: null,
      path: `/master/${index}`,
    }));
    expect(labels(screenEntries(screens, 'cuenta'))).toEqual(['Cuentas', 'Cuentas activas', 'Plan de cuentas']);
    expect(screenEntries(screens, '')).toHaveLength(4);
    expect(screenEntries(screens, 'rol')[0]).toMatchObject({ kindLabel: 'Master', label: 'Roles', path: '/master/3' });
  });

  it("server items: in the server's order, without routes this build lacks nor items already among the recent ones", () => {
    const item = (kind: SearchItem['kind'], id: number, label: string, route: SearchItem['route']): SearchItem => ({
      kind,
      id,
      label,
      detail: null,
      match: 'contains',
      route,
    });
    const items = [
      item('account', 31, 'Soporte Sur', { name: 'personalization', params: { account_id: 31 } }),
      item('admin', 2, 'Ana Sur', { name: 'admins', params: {}, query: { email: 'ana@example.com' } }),
      item('partner', 8, 'Surtidora', { name: 'a-route-of-a-newer-server', params: {} }),
      item('user', 40, 'Susana', { name: 'user-attributes', params: { account_id: 31, user_id: 40 }, query: { platform: '2' } }),
    ];
    const entries = resultEntries(items, recentEntries(RECENT, 'sur'));
    expect(entries.map((entry) => [entry.kindLabel, entry.label, entry.path])).toEqual([
      ['Administrador', 'Ana Sur', '/master/admins?email=ana%40example.com'],
      ['Usuario', 'Susana', '/account/31/users/40?platform=2'],
    ]);
    // An organization or account found by the server becomes a recent one when opened.
    const [account] = resultEntries(items, []);
    expect(account.recent).toEqual({ kind: 'accounts', item: { id: 31, name: 'Soporte Sur' } });
    expect(entries[0].recent).toBeUndefined();
  });
});
