import { SignInError, getConfig, socialProvider, type ConsoleConfig, type SocialProvider } from '@console/core';
import { messages } from '@console/contracts';

/**
 * Social sign-in (spec 5, RULINGS 3): the provider's authorisation page opens in a popup with
 * `redirect_uri=<origin>/login/social-callback&state=<random>`. The callback page reads `access_token` and
 * `state` from its URL hash and posts them to this window (same origin only); the login page then
 * exchanges the token with `socialSignIn` from @console/core.
 */

export const SOCIAL_CALLBACK_PATH = '/login/social-callback';
export const SOCIAL_MESSAGE_TYPE = 'console:social-sign-in';

export const PROVIDER_LABELS: Record<SocialProvider, string> = { facebook: 'Facebook', twitter: 'Twitter' };

/** What the callback page posts to its opener. */
export interface SocialCallbackMessage {
  type: typeof SOCIAL_MESSAGE_TYPE;
  state: string | null;
  access_token: string | null;
  error: string | null;
}

export const notConfiguredMessage = (provider: SocialProvider) =>
  `El inicio de sesión con ${PROVIDER_LABELS[provider]} no está configurado.`;
export const POPUP_BLOCKED_MESSAGE =
  'No se pudo abrir la ventana de inicio de sesión. Permite las ventanas emergentes e intenta de nuevo.';

/** A sign-in the user abandoned (closed the provider's window): nothing to report. */
export class SocialCancelled extends Error {
  name = 'SocialCancelled';
}

export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The provider and its authorisation URL for a requested platform name ('messenger' signs in through
 * facebook). Throws SignInError with the Spanish text for an unknown or unconfigured provider.
 */
export function socialAuthorizeUrl(
  name: string | null | undefined,
  state: string,
  { config = getConfig(), origin = window.location.origin }: { config?: ConsoleConfig; origin?: string } = {},
): { provider: SocialProvider; url: string } {
  const provider = socialProvider(name);
  if (!provider) throw new SignInError(messages.noSocialPlatform);
  const authUrl = config.socialProviders?.[provider]?.authUrl;
  if (!authUrl) throw new SignInError(notConfiguredMessage(provider));
  const url = new URL(authUrl, origin);
  url.searchParams.set('redirect_uri', `${origin}${SOCIAL_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  return { provider, url: url.toString() };
}

const POPUP_FEATURES = 'popup=yes,width=520,height=680';
const POPUP_TIMEOUT_MS = 5 * 60_000;

/**
 * Opens the provider's page and resolves with its access token. Rejects with SignInError (unknown or
 * unconfigured provider, blocked popup, provider error, wrong state) or SocialCancelled (window closed).
 */
export function requestSocialToken(name: string): Promise<{ provider: SocialProvider; accessToken: string }> {
  const state = randomState();
  let target: { provider: SocialProvider; url: string };
  try {
    target = socialAuthorizeUrl(name, state);
  } catch (error) {
    return Promise.reject(error);
  }
  const popup = window.open(target.url, 'console-social-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.reject(new SignInError(POPUP_BLOCKED_MESSAGE));

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
      try {
        popup.close();
      } catch {
        // already closed
      }
      if (data.state !== state || data.error || !data.access_token) {
        finish(() => reject(new SignInError(messages.socialFailed)));
        return;
      }
      const accessToken = data.access_token;
      finish(() => resolve({ provider: target.provider, accessToken }));
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
