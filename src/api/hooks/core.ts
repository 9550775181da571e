/**
 * The two building blocks of the data hooks. Queries pass TanStack's signal to the client and leave
 * retrying to the client, which retries GETs within the 20 s timeout: a second retry layer here would
 * multiply the attempts. Mutations send once per click: a mutate while one is pending joins it instead
 * of sending again, and a success invalidates the keys the call changed, which refetches what is shown.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { EarnClient } from '../client';
import type { EarnApiError } from '../errors';
import { useEarnClient } from './EarnApiProvider';

/** The timing settings a hook may carry (the spec's, as TanStack settings rather than timers). */
export interface EarnQuerySettings {
  /** False to hold the call, e.g. for a guest (LP-ROLE-05). Default true. */
  readonly enabled?: boolean;
  readonly staleTime?: number;
  readonly refetchInterval?: number;
}

/** Options of a hook that only a logged-in user runs (LP-ROLE-05). */
export interface EnabledOption {
  /** False for a guest. Default true. */
  readonly enabled?: boolean;
}

/** The `enabled` setting of a hook's options, left out when not given so TanStack's default applies. */
export function enabledSetting(options: EnabledOption): EarnQuerySettings {
  return options.enabled === undefined ? {} : { enabled: options.enabled };
}

/** A query over the client. */
export function useEarnQuery<Data>(
  queryKey: QueryKey,
  load: (client: EarnClient, signal: AbortSignal) => Promise<Data>,
  settings: EarnQuerySettings = {},
): UseQueryResult<Data, EarnApiError> {
  const client = useEarnClient();
  return useQuery<Data, EarnApiError>({
    queryKey,
    queryFn: ({ signal }) => load(client, signal),
    retry: false,
    ...settings,
  });
}

/**
 * The variables of a money-moving mutation: the call's body and the key of the user's action (P-35),
 * which the same action sends again when it is retried after a timeout or a lost connection.
 */
export type WithIdempotencyKey<Body> = Body & { readonly idempotencyKey?: string };

/** A mutation's result, with `mutate` and `mutateAsync` sending at most one request at a time. */
export type EarnMutationResult<Data, Variables> = UseMutationResult<Data, EarnApiError, Variables>;

/** A mutation over the client that invalidates `invalidates` on success. */
export function useEarnMutation<Data, Variables>(
  mutationKey: QueryKey,
  send: (client: EarnClient, variables: Variables) => Promise<Data>,
  invalidates: readonly QueryKey[],
): EarnMutationResult<Data, Variables> {
  const client = useEarnClient();
  const queryClient = useQueryClient();
  const mutation = useMutation<Data, EarnApiError, Variables>({
    mutationKey,
    mutationFn: (variables) => send(client, variables),
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  // isPending only changes on the next render, so a double click within one frame would pass a check of it.
  const pending = useRef<Promise<Data> | null>(null);
  const { mutateAsync } = mutation;
  const guardedAsync = useCallback(
    (variables: Variables, options?: Parameters<typeof mutateAsync>[1]) => {
      if (pending.current) return pending.current;
      const promise = mutateAsync(variables, options).finally(() => {
        pending.current = null;
      });
      pending.current = promise;
      return promise;
    },
    [mutateAsync],
  );
  const guarded = useCallback(
    (variables: Variables, options?: Parameters<typeof mutateAsync>[1]) => {
      guardedAsync(variables, options).catch(() => undefined); // the error is on `mutation.error`
    },
    [guardedAsync],
  );
  return { ...mutation, mutate: guarded, mutateAsync: guardedAsync } as EarnMutationResult<Data, Variables>;
}
