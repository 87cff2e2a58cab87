import { HTTPError } from 'ky';
import { SignInError, publicApi, socialSignIn, type SocialProvider } from '@console/core';
import { messages, type Envelope } from '@console/contracts';
import { SOCIAL_CALLBACK_PATH, SOCIAL_MESSAGE_TYPE, SocialCancelled, type SocialCallbackMessage } from './social';

/**
 * The social sign-in's flow (loaded by social.ts when a social button is pressed), an OAuth 2.0 authorization-code
 * flow with PKCE that the API runs: auth/social/start answers the provider's authorization address, its state and a
 * sealed ticket; the window goes there; the provider sends it back to /login/social-callback with a code, which
 * that page posts here (same origin only); auth/social finishes with the code, the state and the ticket
 * (socialSignIn of @console/core, which then checks the role by the admin-lookup path).
 */

interface Started {
  url: string;
  state: string;
  ticket: string;
}

async function start(provider: SocialProvider, redirectUri: string): Promise<Started> {
  try {
    const body = await publicApi
      .post('auth/social/start', { json: { provider, redirect_uri: redirectUri } })
      .json<Envelope<Started>>();
    if (!body.success) throw new SignInError(messages.socialFailed);
    return body.resource;
  } catch (error) {
    if (error instanceof SignInError) throw error;
    if (error instanceof HTTPError && error.response.status === 429) {
      // Rate limited: the server's text says to wait.
      const answer = (await error.response.json().catch(() => null)) as { error?: string } | null;
      throw new SignInError(answer?.error ?? messages.socialFailed);
    }
    throw new SignInError(messages.socialFailed);
  }
}

const POPUP_TIMEOUT_MS = 5 * 60_000;

/** The code the provider sent back for `state`, or SignInError (an error, another state) or SocialCancelled (closed). */
function providerAnswer(popup: Window, state: string): Promise<{ code: string; iss?: string }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(timeout);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<SocialCallbackMessage> | null;
      if (!data || data.type !== SOCIAL_MESSAGE_TYPE) return;
      popup.close();
      const { code, iss } = data;
      if (data.state !== state || data.error || !code) finish(() => reject(new SignInError(messages.socialFailed)));
      else finish(() => resolve({ code, ...(iss && { iss }) }));
    };
    // A closed window means the user gave up; wait a moment first, as its last message may still be queued.
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedPoll);
      setTimeout(() => finish(() => reject(new SocialCancelled())), 1000);
    }, 500);
    const timeout = setTimeout(() => finish(() => reject(new SignInError(messages.socialFailed))), POPUP_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
  });
}

/** Points the opened window at the provider, waits for what it sends back, and signs in with it. */
export async function completeSocialSignIn(provider: SocialProvider, popup: Window): Promise<void> {
  let started: Started;
  try {
    started = await start(provider, `${window.location.origin}${SOCIAL_CALLBACK_PATH}`);
  } catch (error) {
    popup.close();
    throw error;
  }
  if (popup.closed) throw new SocialCancelled();
  popup.location.assign(started.url);
  const { code, iss } = await providerAnswer(popup, started.state);
  await socialSignIn(provider, { code, state: started.state, iss, ticket: started.ticket });
}
