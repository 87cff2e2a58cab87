/**
 * An account's users (spec 3 §2, §4, §9): one tab per platform, most used first; the platform's users paged
 * (GET account/{id}/users), or, while a text is applied, a search among them (GET user/search, 800 ms after typing
 * stops; the rows shown are emptied as soon as the text changes). Page, size, order and text live in the URL.
 */
import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { fillPath, routePath, userContract, userOperations } from '@console/contracts';
import {
  PageHeader,
  PagedTable,
  SearchBox,
  TextLink,
  YesNo,
  contractColumns,
  useListState,
  type Column,
  type PagedList,
  type SearchField,
} from '@console/ui';
import { titleOf, useAccount } from '../account';
import { users, type UserRow } from './api';
import { usePagedRows } from './pages';
import { PlatformTabs, usePlatformTabs } from './PlatformTabs';

/** Spec 3 §9: the user search waits 800 ms. */
const SEARCHES: SearchField[] = [{ param: 'text', debounceMs: 800 }];
/** While a new search is typed, its results are not in yet: nothing is shown rather than the last ones. */
const WAITING: PagedList<UserRow> = { items: [], hasNextPage: false, isLoading: true, isFetching: true };

/** 'Ana Ruiz'; '' for a user the platform gave no name. */
const fullName = (user: UserRow) => [user.first_name, user.last_name].filter(Boolean).join(' ');

function userColumns(accountId: number): Column<UserRow>[] {
  return contractColumns(userContract, [
    'user_id',
    {
      header: 'Nombre',
      sort: 'first_name',
      cell: (user) => (
        <Stack gap="0">
          {/* The row opens the user, on its platform. */}
          <TextLink to={routePath('user-attributes', { account_id: accountId, user_id: user.user_id }, { platform: user.platform_id })}>
            {userContract.label(user)}
          </TextLink>
          {fullName(user) && user.screen_name && (
            <Text textStyle="xs" color="fg.muted">
              {user.screen_name}
            </Text>
          )}
        </Stack>
      ),
    },
    'phone_number',
    { header: 'Bot', cell: (user) => <YesNo value={user.bot_enabled} yes="Activo" no="Apagado" /> },
    'last_interaction_time',
    'createdAt',
  ]);
}

function Users({ accountId }: { accountId: number }) {
  const { account } = useAccount();
  const tabs = usePlatformTabs(accountId, { fallback: 'most-used' });
  const list = useListState({ searches: SEARCHES, sorts: userContract.sorts });
  const platform = tabs.current;
  const searching = list.query !== '';
  const typing = list.search.trim() !== list.query;
  // GET user/search while a text is applied (it has no order), else the account's users of the platform.
  const page = usePagedRows(
    users,
    searching ? userOperations.search.path : fillPath(userOperations.ofAccount.path, { id: accountId }),
    searching
      ? { text: list.query, platform: platform ?? undefined, account_id: accountId, page: list.page, limit: list.limit }
      : { platform: platform ?? undefined, page: list.page, limit: list.limit, sort: list.sort || undefined },
    { enabled: platform !== null },
  );
  const columns = useMemo(() => userColumns(accountId), [accountId]);
  const searchColumns = useMemo(() => columns.map((column) => ({ ...column, sort: undefined })), [columns]);
  return (
    <>
      <PageHeader title={titleOf(userContract.texts.title, account)} />
      <PlatformTabs tabs={tabs}>
        <SearchBox label={userContract.texts.search} value={list.search} onChange={list.setSearch} />
        <PagedTable
          label={userContract.texts.title}
          columns={searching || typing ? searchColumns : columns}
          rowKey={users.id}
          list={list}
          result={typing ? WAITING : page}
        />
      </PlatformTabs>
    </>
  );
}

/** Spec 3 §2: an account's users, one tab per platform, searched and paged. */
export default function UsersPage() {
  return <Users accountId={useAccount().id} />;
}
