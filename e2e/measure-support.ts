/**
 * What the measuring scripts (size.ts, first-screen.ts, screen-300.ts) wait for, as the tests wait: a condition,
 * polled by Playwright's expect.poll until it holds or its time is up, never a fixed pause.
 */
import { expect } from '@playwright/test';

/** Resolves once `url` answers 200 (a server started by the script is up). */
export async function untilAnswers(url: string, timeout = 30_000): Promise<void> {
  await expect.poll(async () => (await fetch(url).catch(() => null))?.ok ?? false, { message: `${url} did not answer`, timeout }).toBe(true);
}

/** The login code the API's dev outbox holds for `email`, sent at `since` (ms) or later. */
export async function loginCode(api: string, email: string, since: number, timeout = 10_000): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${api}/dev/outbox`)).json()) as { to: string; code: string; createdAt: string }[];
        code = outbox.filter((m) => m.to === email && new Date(m.createdAt).getTime() >= since - 1000).at(-1)?.code;
        return code;
      },
      { message: `no login code for ${email} in the outbox`, timeout },
    )
    .toBeTruthy();
  return code!;
}
