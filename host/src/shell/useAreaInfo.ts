import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@console/core';
import { accountContract, organizationContract, type Access } from '@console/contracts';
import { resourceClient, useAccessQuery, useResourceRecord } from '@console/ui';
import { AREAS, activeEntry, areaOf, contextOf, menuEntries, restOf, screenAt, screensOf, type AreaFrame, type MenuContext, type MenuEntry, type Screen } from './menus';
import { useAreas, type Areas } from './useAreas';

const organizations = resourceClient(organizationContract);
const accounts = resourceClient(accountContract);

/** The id of the path as the remote's own screen reads it (the same cache entry); 0 asks nothing. */
function recordId(id: string | undefined) {
  const key = Number(id);
  return Number.isInteger(key) && key > 0 ? key : 0;
}

export interface AreaInfo {
  /** The area of the path (null outside the three). */
  frame: AreaFrame | null;
  /** The remotes' declarations; `loading` also while the admin's access is first read (it filters the menus). */
  areas: Areas;
  /** What the admin may do (undefined if it could not be read: the API decides alone). */
  access: Access | undefined;
  ctx: MenuContext;
  /** The area's menu, from the remotes' declarations. */
  entries: MenuEntry[];
  activeKey: string | null;
  /** The screen the path shows, once the declaration of its remote has been read. */
  screen: Screen | null;
  /** Name of the current organization or account; undefined while loading or for master. */
  name: string | undefined;
  nameLoading: boolean;
}

/**
 * The current area (first path segment), its menu from the remotes' declarations, the screen shown, the
 * ids in the path and the record's name. Visiting an organization or account also makes it the most recent
 * one (the cards of the master lists).
 */
export function useAreaInfo(): AreaInfo {
  const { pathname } = useLocation();
  const declared = useAreas();
  const accessQuery = useAccessQuery();
  const access = accessQuery.data;
  const areas = { ...declared, loading: declared.loading || accessQuery.isPending };
  const area = areaOf(pathname);
  const fromPath = contextOf(pathname);
  // A path without a valid id asks nothing (its screen sends the user to master).
  const organizationId = recordId(area === 'organization' ? fromPath.organization_id : undefined);
  const accountId = recordId(area === 'account' ? fromPath.account_id : undefined);
  const organization = useResourceRecord(organizations, organizationId, { enabled: organizationId > 0 });
  const account = useResourceRecord(accounts, accountId, { enabled: accountId > 0 });
  const remember = useAuthStore((s) => s.remember);

  const org = organization.data;
  const acc = account.data;
  useEffect(() => {
    if (org?.organization_id && org.name) remember('organizations', { id: org.organization_id, name: org.name });
  }, [org, remember]);
  useEffect(() => {
    if (acc?.account_id && acc.name) remember('accounts', { id: acc.account_id, name: acc.name, parentId: acc.organization_id });
  }, [acc, remember]);

  const ctx: MenuContext = {
    ...fromPath,
    ...(area === 'account' && acc?.organization_id != null && { organization_id: String(acc.organization_id) }),
  };
  const screens = area ? screensOf(areas.declarations, area) : [];
  const rest = area ? restOf(area, pathname) : '';
  const screen = screenAt(screens, rest);
  const entries = menuEntries(screens, access);
  const record = area === 'organization' ? organization : area === 'account' ? account : null;
  return {
    frame: area ? AREAS[area] : null,
    areas,
    access,
    ctx,
    entries,
    activeKey: activeEntry(entries, screen, rest),
    screen,
    name: record?.data?.name,
    nameLoading: Boolean(record?.isLoading),
  };
}
