import { Fragment } from 'react';
import { Breadcrumb } from '@chakra-ui/react';
import { skipToken, useQueries } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AUDITED_CONTRACTS, type AnyContract, type Envelope } from '@console/contracts';
import { buildCrumbs, type CrumbRecord } from './menus';
import { useAreaInfo } from './useAreaInfo';

/** The contract of a record of the path: the resource its screen declares, else the one its id names. */
function contractOf(record: CrumbRecord): AnyContract | undefined {
  const declared = record.resource ? AUDITED_CONTRACTS[record.resource] : undefined;
  if (declared?.id === record.param) return declared;
  return Object.values(AUDITED_CONTRACTS).find((contract) => contract.id === record.param);
}

/** A record's name as its contract gives it; none when that would be its id ('#12'). */
function nameOf(contract: AnyContract | undefined, data: unknown): string | undefined {
  const row = (data as Envelope<unknown> | undefined)?.resource;
  if (!contract || !row) return undefined;
  const name = contract.label(row as never).trim();
  return name && !/^#?\d+$/.test(name) ? name : undefined;
}

/**
 * Breadcrumb from the path segments, named by the remotes' screens and by the records the shell knows: the
 * organization's or account's name, a record read by its screen (the same query cache). Small screens only
 * (the side menu is a drawer there).
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { areas, name } = useAreaInfo();
  const crumbs = buildCrumbs(pathname, areas.declarations, name);
  const records = crumbs.flatMap((crumb) => (crumb.record ? [{ record: crumb.record, contract: contractOf(crumb.record) }] : []));
  // Read from the cache, never fetched here: the screen that shows the record reads it (its own calls and texts).
  const names = useQueries({
    queries: records.map(({ record, contract }) => ({
      queryKey: [contract?.path ?? record.param, 'detail', record.id],
      queryFn: skipToken,
    })),
    combine: (results) => results.map((result, index) => nameOf(records[index].contract, result.data)),
  });
  let recordIndex = 0;
  const named = crumbs
    .map((crumb) => (crumb.record ? { ...crumb, label: names[recordIndex++] ?? crumb.label } : crumb))
    .filter((crumb) => crumb.label !== '');
  if (named.length === 0) return null;
  return (
    <Breadcrumb.Root display={{ base: 'flex', md: 'none' }} size="sm" mb="4" aria-label="Ruta">
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
