import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, certificationTopicContract, type RowOf } from '@console/contracts';
import { resourceClient, useCan, type QueryParams } from '@console/ui';

export type Topic = RowOf<typeof certificationTopicContract>;

export const topics = resourceClient(certificationTopicContract);
const ALL: QueryParams = { page: 1, limit: MAX_LIST_LIMIT };

/**
 * Every topic (spec 2 §2: the certification container loads them all on entry), for the topic filters, the
 * association selectors and the build dialog. Under the topics' query key: creating, editing or deleting a
 * topic on its tab refreshes it. Not asked for where the role may not read topics (the API would refuse).
 */
export function useAllTopics() {
  const mayRead = useCan(certificationTopicContract.path, 'read').allowed;
  return useQuery({
    queryKey: [...topics.key, 'list', null, ALL],
    queryFn: () => topics.list(ALL),
    select: (answer) => answer.resource,
    staleTime: 60_000,
    enabled: mayRead,
  });
}
