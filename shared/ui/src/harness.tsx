/**
 * Test helpers, imported from '@console/ui/testing' (testing.ts, with the generic screen suite that uses them) by
 * tests only (never from the kit's index, so no bundle carries Testing Library).
 *   renderWithConsole(<App />, { route: '/master/organizations', path: '/master/*' })
 *   const requests = mockApi({ 'GET organization': ok([...], { hasNextPage: false }) })
 */
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation, type Location } from 'react-router-dom';
import { getConfig } from '@console/core';
import type { Access, Conflict, Pagination } from '@console/contracts';
import { FULL_ACCESS } from './access';
import { ConsoleProviders } from './providers';
import { toaster } from './toaster';

/**
 * Renders inside the console's providers (as a superadmin unless `access` says otherwise) and a memory data router (as the host's: the unsaved-changes guard
 * needs one) at `route`, mounted at `path`. Async because the toaster subscribes to its store in a
 * microtask: awaiting keeps that update inside act().
 */
export async function renderWithConsole(
  ui: ReactElement,
  { route = '/', path = '*', access = FULL_ACCESS }: { route?: string; path?: string; access?: Access } = {},
) {
  let location: Location | undefined;
  function LocationSpy() {
    location = useLocation();
    return <Outlet />;
  }
  const router = createMemoryRouter(
    [{ element: <LocationSpy />, children: [{ path, element: ui }, ...(path !== '*' ? [{ path: '*', element: null }] : [])] }],
    { initialEntries: [route] },
  );
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <ConsoleProviders access={access}>
        <RouterProvider router={router} />
      </ConsoleProviders>,
    );
  });
  return { ...(result as RenderResult), location: () => location as Location, router };
}

/**
 * Puts a text into a field as a paste: clicked into (the caret at the end, where `user.type` types), then one
 * change. For a test about what a form sends, not about typing: typed, a dialog renders and validates once per
 * character (a second or more of a busy core for a long form).
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** One API call as the server received it: path relative to the API root, query and JSON body. */
export interface ApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The version the write was made from (its If-Match header), when it sent one. */
  ifMatch?: string;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export const ok = (resource: unknown, pagination?: Partial<Pagination>): Reply => ({
  body: { success: true, resource, ...(pagination && { pagination: { page: 1, limit: 25, hasNextPage: false, ...pagination } }) },
});
export const fail = (status: number, error: string): Reply => ({ status, body: { success: false, resource: null, error } });
/** The API's 409 to a write made from a version the record no longer has (lib/versions.ts of the API). */
export const conflict = (error: string, details: Conflict): Reply => ({ status: 409, body: { success: false, resource: null, error, conflict: details } });

/**
 * Replaces global fetch (and XMLHttpRequest, which uploads use) with a fake API answering `'METHOD path'`
 * routes (path without the query, relative to the API root), or `'METHOD <absolute URL>'` for the messaging API
 * and other servers (a remote's area.json); a messaging call is recorded by its path below the messaging root. Unknown routes answer 404. Returns the list of requests received, in order; a
 * multipart body is recorded as its fields, a file as its name.
 */
export function mockApi(routes: Record<string, Reply | ((request: ApiRequest) => Reply)>): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const { apiUrl, messagingUrl } = getConfig();
  const messaging = new URL(messagingUrl);
  const answer = (method: string, url: URL, body: unknown, ifMatch?: string | null): Reply => {
    // A messaging call is recorded by its path below the messaging API's root, and answered by its whole address.
    const onMessaging = url.origin === messaging.origin && url.pathname.startsWith(messaging.pathname);
    const root = onMessaging ? messaging.pathname : new URL(apiUrl).pathname;
    const call: ApiRequest = { method, path: url.pathname.slice(root.length), query: Object.fromEntries(url.searchParams), body, ...(ifMatch && { ifMatch }) };
    requests.push(call);
    const route = (onMessaging ? undefined : routes[`${call.method} ${call.path}`]) ?? routes[`${call.method} ${url.origin}${url.pathname}`];
    return typeof route === 'function' ? route(call) : (route ?? fail(404, 'No encontrado'));
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const reply = answer(request.method, new URL(request.url), text ? JSON.parse(text) : undefined, request.headers.get('if-match'));
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  /** Reports half of the upload, as a browser would, then answers (once holdUploads' hold is released). */
  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private target = { method: 'GET', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    send(body?: FormData) {
      const fields = body ? Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name])) : undefined;
      const reply = answer(this.target.method, new URL(this.target.url), fields);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        void uploadsHeld.then(() => {
          this.status = reply.status ?? 200;
          this.responseText = JSON.stringify(reply.body);
          this.onload?.();
        });
      });
    }
  }
  if (typeof XMLHttpRequest !== 'undefined') {
    jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeXMLHttpRequest() as unknown as XMLHttpRequest);
  }
  return requests;
}

let uploadsHeld: Promise<void> = Promise.resolve();
/**
 * Holds every upload's answer (mockApi's XMLHttpRequest) until the returned function is called: what shows while
 * a file is on its way is checked while it is, however busy the machine (no race against a timer).
 */
export function holdUploads(): () => void {
  let release = () => undefined as void;
  uploadsHeld = new Promise((resolve) => (release = resolve));
  return release;
}
afterEach(() => {
  uploadsHeld = Promise.resolve();
});

// A toast leaves by itself after 2 s (success) or 5 s on the real clock, and a test on a busy machine may come
// to read it later than that (a toast found, then gone by the next line). In tests a toast stays until the test
// ends: what it says is what they check, not how long it shows.
beforeEach(() => {
  const create = toaster.create.bind(toaster);
  jest.spyOn(toaster, 'create').mockImplementation((options) => create({ ...options, duration: Infinity }));
});

// Toasts live in a module-level store: start every test without the previous test's toasts (or fetch mock).
afterEach(() => {
  toaster.remove();
  jest.restoreAllMocks();
});
