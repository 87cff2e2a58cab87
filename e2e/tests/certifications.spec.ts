/**
 * Certifications (issue 13) as a person uses them, against the real API: the container's tabs following the
 * route; a topic created, a question written with its answers and its correct one, the bank filtered by that
 * topic, an exam built from it (its question and level shown, kept after a reload); the demo exams and a
 * resource's life.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmDelete, dataRows, expandRow, openFromMenu, rowWith, run, signIn, toast } from './session';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Certificaciones y banco de preguntas' });

async function openTab(page: Page, name: string, path: string) {
  await tabs(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/master/${path}$`));
  await expect(tabs(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

async function createFromDialog(page: Page, title: string, fields: Record<string, string>, created: string) {
  await page.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(toast(page, created)).toBeVisible();
}

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('the five tabs follow the route, and a reload keeps the tab', async ({ page }) => {
  await openFromMenu(page, 'Certificaciones');
  await expect(tabs(page).getByRole('link', { name: 'Certificaciones' })).toHaveAttribute('aria-current', 'page');
  await openTab(page, 'Exámenes', 'certification-exams');
  await openTab(page, 'Temas', 'certification-topics');
  await openTab(page, 'Preguntas', 'certification-questions');
  await openTab(page, 'Recursos', 'certification-resources');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recursos', level: 1 })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Recursos' })).toHaveAttribute('aria-current', 'page');
  // The menu entry stays 'Certificaciones' on every tab.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Certificaciones', exact: true }).first()).toBeVisible();
  await openTab(page, 'Certificaciones', 'certifications');
});

test('a topic, a question with its answers and its correct one, the bank filtered by the topic, an exam built from it', async ({ page }) => {
  const topic = `Tema e2e ${run}`;
  const question = `¿Qué responde el bot de prueba ${run}?`;
  const exam = `Examen e2e ${run}`;

  await openFromMenu(page, 'Certificaciones');
  await openTab(page, 'Temas', 'certification-topics');
  await createFromDialog(page, 'Crear tema', { Nombre: topic, Clasificación: 'Pruebas' }, 'Tema creado');

  await openTab(page, 'Preguntas', 'certification-questions');
  await createFromDialog(page, 'Crear pregunta', { Pregunta: question }, 'Pregunta creada');
  await page.getByRole('searchbox', { name: 'Buscar pregunta' }).fill(`prueba ${run}`);
  await expect(dataRows(page)).toHaveCount(1);
  const row = await expandRow(page, question);

  // Its topic.
  const topics = row.getByRole('region', { name: 'Temas asociados' });
  await topics.getByLabel('Asociar tema').selectOption({ label: topic });
  await topics.getByRole('button', { name: 'Asociar' }).click();
  await expect(toast(page, 'Tema asociado con éxito')).toBeVisible();
  await expect(topics.getByRole('checkbox', { name: `Seleccionar ${topic}` })).toBeVisible();

  // Its answers, the correct one marked.
  const answers = row.getByRole('region', { name: 'Respuestas' });
  for (const value of ['Un saludo', 'Nada']) {
    await answers.getByRole('button', { name: 'Agregar respuesta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar respuesta' });
    await dialog.getByLabel('Respuesta', { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(toast(page, 'Respuesta creada').last()).toBeVisible();
    await expect(answers.getByRole('checkbox', { name: `Seleccionar ${value}` })).toBeVisible();
  }
  // The radio shows what the server holds: it is checked once the answer is marked.
  await answers.getByRole('radio', { name: 'Marcar Un saludo como correcta' }).click();
  await expect(toast(page, 'Respuesta correcta guardada')).toBeVisible();
  await expect(answers.getByRole('radio', { name: 'Marcar Un saludo como correcta' })).toBeChecked();
  await expect(rowWith(page, question)).toContainText('Sí');

  // The bank filtered by the topic (kept in the URL): only this question.
  // The newest demo question (of another topic) is listed until the filter applies.
  const demoQuestion = dataRows(page).filter({ hasText: '«Cohorte»' });
  await page.getByRole('searchbox', { name: 'Buscar pregunta' }).fill('');
  await expect(page).not.toHaveURL(/value=/);
  await expect(demoQuestion.first()).toBeVisible();
  await page.getByLabel('Filtrar por temas').selectOption({ label: topic });
  await expect(page).toHaveURL(/topics=\d+/);
  await expect(demoQuestion).toHaveCount(0);
  await expect(rowWith(page, question)).toContainText(topic);
  await page.reload();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Quitar ${topic} del filtro` })).toBeVisible();

  // An exam of one question, built from the topic.
  await openTab(page, 'Exámenes', 'certification-exams');
  await createFromDialog(page, 'Crear examen', { Nombre: exam }, 'Examen creado');
  await page.getByRole('searchbox', { name: 'Buscar examen' }).fill(exam);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowWith(page, exam)).toContainText('No definido');
  const examRow = await expandRow(page, exam);
  await examRow.getByRole('button', { name: 'Construir examen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Construir examen' });
  await expect(dialog.getByLabel('Dificultad mínima')).toHaveValue('1');
  await expect(dialog.getByLabel('Dificultad máxima')).toHaveValue('3');
  await dialog.getByText(topic, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Construir', exact: true }).click();
  await expect(toast(page, 'Examen construido')).toBeVisible();
  const built = examRow.getByRole('region', { name: 'Preguntas del examen' });
  await expect(built.getByRole('row')).toHaveCount(2);
  await expect(built).toContainText(question);
  await expect(built).toContainText('Nivel: Básico');
  await expect(rowWith(page, exam)).toContainText('Básico');

  // Kept by the server: after a reload, the same question and level.
  await page.reload();
  const again = await expandRow(page, exam);
  await expect(again.getByRole('region', { name: 'Preguntas del examen' })).toContainText(question);
  await expect(rowWith(page, exam)).toContainText('Básico');
});

test('the demo exams are built; a resource is created, filtered by topic, edited and deleted', async ({ page }) => {
  await openFromMenu(page, 'Certificaciones');
  await openTab(page, 'Exámenes', 'certification-exams');
  await expect(rowWith(page, 'Examen Ventas Conversacionales')).toContainText('No definido');
  const fundamentos = await expandRow(page, 'Examen Fundamentos');
  await expect(fundamentos.getByRole('region', { name: 'Preguntas del examen' }).getByRole('row')).toHaveCount(21);

  const name = `Guía e2e ${run}`;
  await openTab(page, 'Recursos', 'certification-resources');
  await createFromDialog(page, 'Crear recurso', { Nombre: name, Enlace: 'https://example.com/guia-e2e', Tipo: 'Guía' }, 'Recurso creado');
  await page.getByRole('searchbox', { name: 'Buscar recurso' }).fill(name);
  await expect(dataRows(page)).toHaveCount(1);
  const row = await expandRow(page, name);
  const topics = row.getByRole('region', { name: 'Temas asociados' });
  await topics.getByLabel('Asociar tema').selectOption({ label: 'WhatsApp Business' });
  await topics.getByRole('button', { name: 'Asociar' }).click();
  await expect(toast(page, 'Tema asociado con éxito')).toBeVisible();
  await row.getByLabel('Dificultad', { exact: true }).selectOption({ label: 'Difícil' });
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Recurso actualizado')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('Difícil');

  await page.getByRole('searchbox', { name: 'Buscar recurso' }).fill('');
  await expect(page).not.toHaveURL(/name=/);
  await expect(dataRows(page).filter({ hasText: 'Tu primer bot en 20 minutos' })).toHaveCount(1);
  await page.getByLabel('Filtrar por temas').selectOption({ label: 'WhatsApp Business' });
  await expect(rowWith(page, name)).toBeVisible();
  await expect(rowWith(page, 'Plantillas de WhatsApp aprobadas a la primera')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: 'Tu primer bot en 20 minutos' })).toHaveCount(0);

  // Its row is still open.
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDelete(page, /¿Deseas eliminar el recurso/);
  await expect(toast(page, 'Recurso eliminado')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
});
