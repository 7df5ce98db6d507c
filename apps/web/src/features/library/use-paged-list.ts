import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useState } from 'react';
import { type AnyVariables, useClient, useQuery } from 'urql';

type Page<Item> = { items: Item[]; nextToken?: string | null };
type PageVariables = AnyVariables & { limit?: number | null; nextToken?: string | null };

const PAGE_SIZE = 12;

/**
 * A cursor-paged list of the library: the first page as a query (asked again on every
 * visit), later pages appended by "Load more" (the server's nextToken), and `refresh` after
 * a change made here.
 */
export function usePagedList<Data, Item>(
  document: TypedDocumentNode<Data, PageVariables>,
  pageOf: (data: Data) => Page<Item>,
) {
  const client = useClient();
  const [first, reexecute] = useQuery({
    query: document,
    variables: { limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [more, setMore] = useState<{ items: Item[]; nextToken: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstPage = first.data ? pageOf(first.data) : undefined;
  const nextToken = more ? more.nextToken : (firstPage?.nextToken ?? null);

  async function loadMore() {
    if (!nextToken) return;
    setLoadingMore(true);
    const result = await client.query(document, { limit: PAGE_SIZE, nextToken }).toPromise();
    setLoadingMore(false);
    if (!result.data) return;
    const page = pageOf(result.data);
    setMore((current) => ({
      items: [...(current?.items ?? []), ...page.items],
      nextToken: page.nextToken ?? null,
    }));
  }

  return {
    data: first.data,
    items: [...(firstPage?.items ?? []), ...(more?.items ?? [])],
    loading: first.fetching && !first.data,
    error: first.error,
    nextToken,
    loadingMore,
    loadMore,
    refresh: () => {
      setMore(null);
      reexecute({ requestPolicy: 'network-only' });
    },
  };
}
