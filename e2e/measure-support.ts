/**
 * What the measuring scripts (size.ts, first-screen.ts, screen-300.ts) wait for, as the tests wait: a condition,
 * polled by Playwright's expect.poll until it holds or its time is up, never a fixed pause.
 */
import { expect } from '@playwright/test';

/** Resolves once `url` answers 200 (a server started by the script is up). */
export async function untilAnswers(url: string, timeout = 30_000): Promise<void> {
  await expect.poll(async () => (await fetch(url).catch(() => null))?.ok ?? false, { message: `${url} did not answer`, timeout }).toBe(true);
}

interface OutboxMessage {
  code: string;
  createdAt: string;
}

/** The newest message the API's dev outbox holds for `email`, as a mark (null: none yet). */
export async function outboxMark(api: string, email: string): Promise<string | null> {
  const [last] = (await (await fetch(`${api}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`)).json()) as OutboxMessage[];
  return last ? `${last.createdAt} ${last.code}` : null;
}

/**
 * The login code sent to `email` after `mark` (outboxMark, taken before asking for it): the first message after
 * it, however soon after an earlier code it came.
 */
export async function loginCode(api: string, email: string, mark: string | null, timeout = 10_000): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const latest = await outboxMark(api, email);
        code = latest !== null && latest !== mark ? latest.slice(latest.indexOf(' ') + 1) : undefined;
        return code;
      },
      { message: `no new login code for ${email} in the outbox`, timeout },
    )
    .toBeTruthy();
  return code!;
}
