import ky, { HTTPError, type KyInstance, type Options, type ResponsePromise } from 'ky';
import { getConfig } from './config';
import { useAuthStore } from './auth-store';
import { renewSession, type SessionTokens } from './tabs';
import { requestErrorMessage, serverErrorMessage, type Envelope, type Verb } from '@console/contracts';

/**
 * A failed call, carrying the catalogue message to show, the server's own text, if any, and the field of the
 * request that text is about (a duplicate e-mail), so a form can show it under that field. `answer` is the
 * failure's envelope as the server sent it (since core 1.2.0): a stale write's `conflict` travels there.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly detail?: string,
    readonly field?: string,
    readonly answer?: Partial<Envelope<unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** fetch that keeps the pending-request counter (progress bar) exact, whatever the outcome. */
const countedFetch: typeof fetch = async (input, init) => {
  const { requestStarted, requestEnded } = useAuthStore.getState();
  requestStarted();
  try {
    return await fetch(input, init);
  } finally {
    requestEnded();
  }
};

let sessionEndedHandler: () => void = () => undefined;
/** The host decides what ending a session looks like (it navigates to /logout). */
export function onSessionEnded(handler: () => void) {
  sessionEndedHandler = handler;
}

function endSession() {
  useAuthStore.getState().logout();
  sessionEndedHandler();
}

/** Asks the API for a new pair; the API rotates the refresh token, so `refreshToken` is spent after this. */
async function rotate(refreshToken: string): Promise<SessionTokens> {
  const body = await ky
    .get('token/refresh', {
      prefixUrl: getConfig().apiUrl,
      headers: { Authorization: `Bearer ${refreshToken}` },
      fetch: countedFetch,
      retry: 0,
    })
    .json<Envelope<{ token: string; refreshToken?: string }>>();
  if (!body.success || !body.resource?.token) throw new ApiError('Sesión terminada', 401);
  return { token: body.resource.token, refreshToken: body.resource.refreshToken ?? refreshToken };
}

/**
 * Whether a failed refresh means the session is over: the API refused the refresh token (revoked, expired, replayed,
 * the admin gone). A refresh that failed otherwise (the network, a time-out, a server error, or this tab's page
 * unloading mid-refresh, which aborts its fetch) says nothing of the session: ending it here would sign out every
 * tab of the browser, though the next refresh may well succeed (the API answers the same pair for a while after a
 * rotation whose answer was lost, sessions.ts). The call that needed the token fails instead.
 */
function refusesSession(error: unknown): boolean {
  const status = error instanceof HTTPError ? error.response.status : error instanceof ApiError ? error.status : undefined;
  return status === 401 || status === 403;
}

let refreshing: Promise<string> | null = null;

/**
 * One refresh at a time: every caller that needs a new access token while a refresh is running awaits the
 * same promise, so N concurrent 401s make exactly one `token/refresh` call. Across the tabs of a browser the
 * refreshes take turns too, and a tab adopts the access token another tab has just obtained (tabs.ts).
 * `rejected` is the access token the API refused, if that is why a new one is needed.
 */
export function refreshAccessToken(rejected?: string | null): Promise<string> {
  if (!refreshing) {
    refreshing = (async () => {
      const tokens = await renewSession(useAuthStore.getState().refreshToken, rejected ?? null, rotate);
      if (!tokens) throw new ApiError('Sesión terminada', 401);
      useAuthStore.getState().setToken(tokens.token, tokens.refreshToken);
      return tokens.token;
    })()
      .catch((error) => {
        if (refusesSession(error)) endSession();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

function authorised(request: Request, token: string): Request {
  const copy = new Request(request);
  copy.headers.set('Authorization', `Bearer ${token}`);
  return copy;
}

/** The HTTP verbs of a client; each call is resolved against the current deploy-time base URL. */
export type ApiClient = Pick<KyInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

function withPrefix(instance: KyInstance, prefix: () => string): ApiClient {
  const verb =
    (method: keyof ApiClient) =>
    (url: string, options?: Options): ResponsePromise =>
      instance[method](url, { prefixUrl: prefix(), ...options });
  return { get: verb('get'), post: verb('post'), put: verb('put'), patch: verb('patch'), delete: verb('delete') } as ApiClient;
}

/** A client that sends the bearer token and refreshes it once on a 401. */
function sessionClient(prefix: () => string): ApiClient {
  const plain = ky.create({ fetch: countedFetch, retry: 0, timeout: 30_000 });
  const instance = ky.create({
    fetch: countedFetch,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        async (request) => {
          const { token, refreshToken } = useAuthStore.getState();
          // After a reload only the refresh token is kept: get an access token first.
          const bearer = token ?? (refreshToken ? await refreshAccessToken() : null);
          if (bearer) request.headers.set('Authorization', `Bearer ${bearer}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401) return response;
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          const { token: current, refreshToken } = useAuthStore.getState();
          if (!refreshToken) {
            endSession();
            return response;
          }
          // Another request already refreshed while this one was in flight: reuse its token.
          const token = current && current !== sent ? current : await refreshAccessToken(sent);
          const retried = await plain(authorised(request, token), { throwHttpErrors: false });
          if (retried.status === 401) endSession();
          return retried;
        },
      ],
    },
  });
  return withPrefix(instance, prefix);
}

/** Main admin API (`/api/`). */
export const api: ApiClient = sessionClient(() => getConfig().apiUrl);
/** Messaging API (`/messaging/`); same session rules. */
export const messagingApi: ApiClient = sessionClient(() => getConfig().messagingUrl);
/** Sign-in calls: no bearer, no refresh (a 401 there means wrong credentials). */
export const publicApi: ApiClient = withPrefix(
  ky.create({ fetch: countedFetch, retry: 0, timeout: 30_000 }),
  () => getConfig().apiUrl,
);

/**
 * Runs a call and returns its envelope, or throws an ApiError whose message follows the catalogue:
 * 'Error {verbo} {recurso}.' when the server answered without success, 'Ocurrió un error {verbo} {recurso}.'
 * when the request failed. The server's own error text travels as `detail`.
 */
export async function apiCall<T>(verb: Verb, resource: string, request: () => ResponsePromise): Promise<Envelope<T>> {
  let body: Envelope<T>;
  try {
    body = await request().json<Envelope<T>>();
  } catch (error) {
    let failure: ApiError;
    if (error instanceof HTTPError) {
      const answer = await error.response
        .clone()
        .json()
        .catch(() => null) as Partial<Envelope<unknown>> | null;
      failure = new ApiError(serverErrorMessage(verb, resource), error.response.status, answer?.error, answer?.field, answer ?? undefined);
    } else {
      failure = new ApiError(requestErrorMessage(verb, resource));
    }
    console.error(failure.message, failure.detail ?? '', error);
    throw failure;
  }
  if (!body || body.success !== true) {
    const failure = new ApiError(serverErrorMessage(verb, resource), 200, body?.error, body?.field, body ?? undefined);
    console.error(failure.message, failure.detail ?? '');
    throw failure;
  }
  return body;
}

export type { Options as RequestOptions };
