/**
 * Two people, one record (issue 26), in two browser windows against the real API: a save made from a version
 * the plan no longer has is not applied; the window shows the other person's change beside what was typed, and
 * 'Conservar mis cambios' or 'Descartar los míos' decides. Nothing typed is lost, nothing saved is overwritten
 * unseen.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expandRow, openFromMenu, run, signIn, toast } from './session';

const PLAN = 'Anual Pyme';

async function openPlan(page: Page) {
  await openFromMenu(page, 'Planes');
  return expandRow(page, PLAN);
}

test('two windows edit one plan: the second save shows the first change beside its own and keeps or drops it', async ({ browser, request }) => {
  const windows = await Promise.all([browser.newContext(), browser.newContext()]);
  const [a, b] = await Promise.all(windows.map((context) => context.newPage()));
  await signIn(a, request);
  await signIn(b, request);
  const rowA = await openPlan(a);
  const rowB = await openPlan(b);

  // Window A saves first.
  const fromA = `Desde la ventana A ${run}`;
  await rowA.getByLabel('Descripción').fill(fromA);
  await rowA.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(a, 'Plan actualizado')).toBeVisible();

  // Window B, still showing the plan as it was, saves over it: refused, and shown both changes.
  const fromB = `Desde la ventana B ${run}`;
  await rowB.getByLabel('Descripción').fill(fromB);
  await rowB.getByRole('button', { name: 'Guardar' }).click();
  const conflict = b.getByRole('alertdialog', { name: 'El plan cambió mientras lo editabas' });
  await expect(conflict).toContainText(/Ada Administradora cambió este plan el \d{2} \w{3}, \d{4} a las \d{2}:\d{2}\./);
  const line = conflict.getByRole('row').filter({ hasText: 'Descripción' });
  await expect(line.getByRole('cell')).toHaveText(['Descripción', fromA, fromB]);
  await expect(toast(b, 'Error actualizando plan.')).toHaveCount(0);
  expect(await axeViolations(b)).toEqual([]);
  // What B typed is still in its form behind the dialog.
  await expect(rowB.getByLabel('Descripción')).toHaveValue(fromB);

  // B keeps its change: saved over A's version.
  await conflict.getByRole('button', { name: 'Conservar mis cambios' }).click();
  await expect(toast(b, 'Plan actualizado')).toBeVisible();
  await expect(conflict).toBeHidden();
  await expect(rowB.getByLabel('Descripción')).toHaveValue(fromB);
  await expect(rowB.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  // A, still showing its own save, edits another field: refused in turn; A drops its change and sees B's.
  await rowA.getByLabel('Características').fill(`Otra característica ${run}`);
  await rowA.getByRole('button', { name: 'Guardar' }).click();
  const again = a.getByRole('alertdialog', { name: 'El plan cambió mientras lo editabas' });
  await expect(again.getByRole('row').filter({ hasText: 'Descripción' }).getByRole('cell')).toHaveText(['Descripción', fromB, 'Sin cambios']);
  await again.getByRole('button', { name: 'Descartar los míos' }).click();
  await expect(again).toBeHidden();
  await expect(rowA.getByLabel('Descripción')).toHaveValue(fromB);
  await expect(rowA.getByLabel('Características')).not.toHaveValue(`Otra característica ${run}`);
  await expect(rowA.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  // What is saved is B's, as a reload in A shows.
  await a.reload();
  await expect((await expandRow(a, PLAN)).getByLabel('Descripción')).toHaveValue(fromB);
  await Promise.all(windows.map((context) => context.close()));
});
