import { Fragment } from 'react';
import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRecordNames } from '@console/core';
import { AUDITED_CONTRACTS } from '@console/contracts';
import { buildCrumbs, type CrumbRecord } from './menus';
import { useAreaInfo } from './useAreaInfo';

/** The resource of a record of the path: the one its screen declares, else the one whose id its parameter names. */
function resourceOf(record: CrumbRecord): string {
  const declared = record.resource ? AUDITED_CONTRACTS[record.resource] : undefined;
  if (declared?.id === record.param) return declared.path;
  return Object.values(AUDITED_CONTRACTS).find((contract) => contract.id === record.param)?.path ?? record.param;
}

/** A record's name, unless it is only its id ('#12'). */
const nameOf = (name: string | undefined) => (name && !/^#?\d+$/.test(name) ? name : undefined);

/**
 * Breadcrumb from the path segments, named by the remotes' screens and by the records the shell knows: the
 * organization's or account's name, a record its screen has read and named (the core's record names). On every
 * size: on a phone the side menu is a drawer; on a desktop it says where a record's page sits and leads back up.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { areas, name } = useAreaInfo();
  const crumbs = buildCrumbs(pathname, areas.declarations, name);
  const records = crumbs.flatMap((crumb) => (crumb.record ? [{ resource: resourceOf(crumb.record), id: crumb.record.id }] : []));
  // Said by the screen that read the record, through the core: the host never reads a remote's query cache.
  const names = useRecordNames(records).map(nameOf);
  let recordIndex = 0;
  const named = crumbs
    .map((crumb) => (crumb.record ? { ...crumb, label: names[recordIndex++] ?? crumb.label } : crumb))
    .filter((crumb) => crumb.label !== '');
  if (named.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" mb="4" aria-label="Ruta">
      <Breadcrumb.List flexWrap="wrap">
        {named.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item minW="0" overflowWrap="anywhere">
              {index === named.length - 1 ? (
                <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
              ) : crumb.to ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
