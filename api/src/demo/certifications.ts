/**
 * The demo rows of the certifications (issue 13): topics, a question bank large enough to build every demo
 * exam (213 questions over 7 topics and the three difficulties, each with its answer options and the correct
 * one marked), the exams' topics, three exams built (the fourth left 'No definido') and study resources.
 *
 * The bank comes from a glossary: per topic ten terms with their definition and difficulty, asked three ways —
 * what a term means (4 options), which term a definition names (4 options, one step harder) and a true-or-false
 * statement. Deterministic: fixed rows, distractors chosen by position, builds by lib/exam-build.ts.
 * Part of the demo set (demo/seed.ts, after the exams); a demo database from before it gets them on its next start.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { buildExam } from '../lib/exam-build';
import {
  certificationExams,
  certificationExamTopics,
  certificationResources,
  certificationResourceTopics,
  certificationTopics,
  questionAnswers,
  questions,
  questionTopics,
} from '../db/schema';

type Term = [term: string, definition: string, difficulty: 1 | 2 | 3];

/** Seven topics, each with ten terms: '<term>', '<definition, starting lower-case>', difficulty. */
const GLOSSARY: { name: string; classification: string; terms: Term[] }[] = [
  {
    name: 'Fundamentos de bots',
    classification: 'Básico',
    terms: [
      ['Intención', 'lo que la persona quiere lograr con su mensaje, como pedir un precio o agendar una cita', 1],
      ['Entidad', 'un dato concreto dentro del mensaje, como una fecha, una ciudad o un número de pedido', 1],
      ['Respuesta por defecto', 'el mensaje que el bot envía cuando no reconoce lo que le escribieron', 1],
      ['Canal', 'el medio por el que el bot conversa: WhatsApp, Messenger, Instagram o el chat web', 1],
      ['Mensaje de bienvenida', 'el primer mensaje que recibe quien inicia una conversación con el bot', 1],
      ['Sesión de conversación', 'el periodo en que el bot conserva el contexto de lo que la persona dijo', 2],
      ['Entrenamiento del modelo', 'el proceso de dar frases de ejemplo para que el bot reconozca cada intención', 2],
      ['Umbral de confianza', 'el puntaje mínimo con el que el bot acepta una intención como reconocida', 3],
      ['Desambiguación', 'la pregunta que hace el bot cuando dos intenciones obtienen puntajes parecidos', 3],
      ['Personalidad del bot', 'el tono y el estilo de redacción con los que el bot se presenta ante los clientes', 2],
    ],
  },
  {
    name: 'Diseño de flujos',
    classification: 'Diseño',
    terms: [
      ['Flujo', 'una secuencia de bloques que guía la conversación hacia un objetivo', 1],
      ['Bloque', 'la unidad mínima de un flujo: un mensaje, una pregunta o una acción', 1],
      ['Botón de respuesta rápida', 'una opción que la persona toca en lugar de escribir su respuesta', 1],
      ['Condición', 'la regla que decide a qué bloque sigue la conversación según un dato', 2],
      ['Salto a flujo', 'la acción que lleva la conversación al inicio de otro flujo', 2],
      ['Validación de respuesta', 'la comprobación de que lo escrito tiene el formato esperado antes de seguir', 2],
      ['Reintento', 'el número de veces que el bot vuelve a preguntar cuando la respuesta no es válida', 2],
      ['Flujo de respaldo', 'el camino que toma la conversación cuando ninguna condición se cumple', 3],
      ['Carrusel', 'un mensaje con varias tarjetas deslizables, cada una con imagen, texto y botones', 1],
      ['Tiempo de espera', 'el lapso tras el cual el bot cierra o retoma una conversación sin respuesta', 3],
    ],
  },
  {
    name: 'Variables y segmentación',
    classification: 'Datos',
    terms: [
      ['Variable de usuario', 'un dato guardado en el perfil de cada persona, como su nombre o su ciudad', 1],
      ['Atributo del sistema', 'un dato que la plataforma llena sola, como el canal o la fecha del primer mensaje', 2],
      ['Segmento', 'un grupo de personas que cumplen las mismas condiciones sobre sus variables', 2],
      ['Etiqueta', 'una marca que se agrega a una persona para clasificarla rápidamente', 1],
      ['Lista de difusión', 'un conjunto de contactos que reciben juntos un mismo mensaje', 1],
      ['Interpolación', 'el uso del valor de una variable dentro del texto de un mensaje', 2],
      ['Variable de tipo número', 'una variable que admite operaciones como sumar puntos o comparar montos', 2],
      ['Consentimiento de contacto', 'el registro de que la persona aceptó recibir mensajes de la marca', 3],
      ['Deduplicación', 'la unión de perfiles repetidos de una misma persona en uno solo', 3],
      ['Ventana de atribución', 'el periodo en que una conversión se asigna a la campaña que la originó', 3],
    ],
  },
  {
    name: 'Integraciones y webhooks',
    classification: 'Técnico',
    terms: [
      ['Webhook', 'una llamada HTTP que la plataforma envía a otro sistema cuando ocurre un evento', 1],
      ['API REST', 'una interfaz que expone recursos por URL y los opera con GET, POST, PATCH y DELETE', 2],
      ['Token de acceso', 'la credencial que autoriza a un sistema externo a llamar a la API', 1],
      ['Lambda', 'una función de código que el bot ejecuta en la nube para resolver una tarea', 2],
      ['Carga útil', 'el cuerpo en JSON que acompaña a una petición o a un webhook', 1],
      ['Reintento con espera', 'la repetición de una llamada fallida tras intervalos cada vez más largos', 3],
      ['Firma del webhook', 'el hash que permite al receptor comprobar que el aviso viene de la plataforma', 3],
      ['Idempotencia', 'la propiedad de una llamada que puede repetirse sin duplicar su efecto', 3],
      ['Límite de peticiones', 'la cantidad máxima de llamadas que un cliente puede hacer por minuto', 2],
      ['Entorno de pruebas', 'una copia aislada donde se prueba una integración sin afectar a clientes reales', 1],
    ],
  },
  {
    name: 'WhatsApp Business',
    classification: 'Canales',
    terms: [
      ['Plantilla de mensaje', 'un texto aprobado por Meta que se puede enviar fuera de la ventana de 24 horas', 1],
      ['Ventana de 24 horas', 'el plazo tras el último mensaje del cliente en que se responde con texto libre', 1],
      ['WABA', 'la cuenta de WhatsApp Business que agrupa los números de una empresa', 2],
      ['Número verificado', 'un número cuyo nombre visible fue aprobado y aparece junto a la marca', 2],
      ['Calidad del número', 'la calificación de Meta según los bloqueos y reportes que recibe un número', 3],
      ['Nivel de mensajería', 'el tope de conversaciones iniciadas por la empresa que Meta permite por día', 3],
      ['Mensaje interactivo', 'un mensaje con botones o listas que el cliente elige sin escribir', 1],
      ['Categoría de plantilla', 'la clase con que Meta cobra una plantilla: marketing, utilidad o autenticación', 2],
      ['Conversación iniciada por el cliente', 'la que comienza cuando el cliente escribe primero a la empresa', 1],
      ['Opt-out', 'la solicitud del cliente de no recibir más mensajes de la empresa', 2],
    ],
  },
  {
    name: 'Ventas conversacionales',
    classification: 'Negocio',
    terms: [
      ['Catálogo', 'la lista de productos con precio e imagen que el bot muestra dentro del chat', 1],
      ['Carrito abandonado', 'una compra iniciada que la persona no terminó de pagar', 1],
      ['Venta cruzada', 'la recomendación de un producto complementario al que se está comprando', 2],
      ['Embudo de conversión', 'las etapas que recorre un prospecto desde el primer mensaje hasta la compra', 2],
      ['Calificación de prospectos', 'las preguntas que separan a quien está listo para comprar de quien solo explora', 2],
      ['Enlace de pago', 'una dirección que abre el cobro del pedido sin salir de la conversación', 1],
      ['Ticket promedio', 'el monto medio de las compras cerradas por el bot en un periodo', 3],
      ['Recuperación de ventas', 'el mensaje automático que invita a terminar una compra pendiente', 2],
      ['Oferta por tiempo limitado', 'una promoción con fecha de fin que se comunica para acelerar la decisión', 1],
      ['Traspaso a asesor', 'el paso de la conversación del bot a una persona del equipo comercial', 3],
    ],
  },
  {
    name: 'Analítica y métricas',
    classification: 'Negocio',
    terms: [
      ['Tasa de resolución', 'el porcentaje de conversaciones que el bot cierra sin ayuda humana', 2],
      ['Tasa de respuesta', 'el porcentaje de mensajes enviados que reciben una respuesta del cliente', 1],
      ['Usuarios activos', 'las personas que conversaron con el bot al menos una vez en el periodo', 1],
      ['Tiempo medio de respuesta', 'el promedio que tarda el equipo en contestar un mensaje recibido', 2],
      ['Retención', 'la proporción de personas que vuelven a conversar después de su primera visita', 3],
      ['Mapa de abandono', 'el reporte de los bloques donde más conversaciones se interrumpen', 3],
      ['Satisfacción del cliente', 'la calificación que la persona da al terminar la conversación', 1],
      ['Prueba A/B', 'la comparación de dos versiones de un mensaje enviadas a grupos parecidos', 2],
      ['Evento de conversión', 'la acción que se cuenta como logro, como un pago o una cita agendada', 2],
      ['Cohorte', 'el grupo de personas que empezaron a usar el bot en la misma semana o mes', 3],
    ],
  },
];

/** The demo exams (demo/seed.ts) by name: the topics each covers, and the difficulty range of its build (none: not built). */
const EXAM_PLAN: { name: string; topics: number[]; build?: [number, number] }[] = [
  { name: 'Examen Fundamentos', topics: [0, 1], build: [1, 2] },
  { name: 'Examen Flujos Avanzados', topics: [1, 2], build: [2, 3] },
  { name: 'Examen Integraciones', topics: [3, 4], build: [1, 3] },
  { name: 'Examen Ventas Conversacionales', topics: [5, 6] },
];

const RESOURCES: { name: string; description: string; url: string; type: string; difficulty: number; enabled: boolean; topics: number[] }[] = [
  { name: 'Tu primer bot en 20 minutos', description: 'Video paso a paso: intenciones, bienvenida y respuesta por defecto.', url: 'https://academia.konverza.example.com/videos/primer-bot', type: 'Video', difficulty: 1, enabled: true, topics: [0] },
  { name: 'Guía de intenciones y entidades', description: 'Cómo escribir frases de entrenamiento que el bot reconozca.', url: 'https://academia.konverza.example.com/guias/intenciones', type: 'Guía', difficulty: 2, enabled: true, topics: [0] },
  { name: 'Patrones de diseño de flujos', description: 'Menús, validaciones, reintentos y flujos de respaldo con ejemplos.', url: 'https://academia.konverza.example.com/guias/patrones-flujos', type: 'Guía', difficulty: 2, enabled: true, topics: [1] },
  { name: 'Taller: flujos con condiciones', description: 'Ejercicio práctico con variables y saltos entre flujos.', url: 'https://academia.konverza.example.com/talleres/condiciones', type: 'Taller', difficulty: 3, enabled: true, topics: [1, 2] },
  { name: 'Segmentación que vende', description: 'Segmentos, etiquetas y listas de difusión para campañas.', url: 'https://academia.konverza.example.com/articulos/segmentacion', type: 'Artículo', difficulty: 2, enabled: true, topics: [2, 5] },
  { name: 'Webhooks seguros', description: 'Firmas, reintentos con espera e idempotencia en la práctica.', url: 'https://docs.konverza.example.com/integraciones/webhooks', type: 'Documentación', difficulty: 3, enabled: true, topics: [3] },
  { name: 'Lambdas para principiantes', description: 'Tu primera función en Node.js llamada desde un bloque.', url: 'https://academia.konverza.example.com/videos/lambdas', type: 'Video', difficulty: 2, enabled: true, topics: [3] },
  { name: 'Plantillas de WhatsApp aprobadas a la primera', description: 'Categorías, variables y errores comunes al enviar plantillas a revisión.', url: 'https://academia.konverza.example.com/guias/plantillas-whatsapp', type: 'Guía', difficulty: 1, enabled: true, topics: [4] },
  { name: 'Calidad y niveles de mensajería', description: 'Cómo cuidar la calificación del número y subir de nivel.', url: 'https://academia.konverza.example.com/articulos/calidad-numero', type: 'Artículo', difficulty: 3, enabled: true, topics: [4] },
  { name: 'Vender por chat: del catálogo al pago', description: 'Curso corto de ventas conversacionales con casos reales.', url: 'https://academia.konverza.example.com/cursos/ventas-chat', type: 'Curso', difficulty: 2, enabled: true, topics: [5] },
  { name: 'Recuperar carritos abandonados', description: 'Plantilla de flujo para recordar compras pendientes.', url: 'https://academia.konverza.example.com/plantillas/carrito', type: 'Plantilla', difficulty: 1, enabled: false, topics: [5, 1] },
  { name: 'Métricas que importan', description: 'Resolución, retención y conversión: qué medir y cómo leerlo.', url: 'https://academia.konverza.example.com/articulos/metricas', type: 'Artículo', difficulty: 2, enabled: true, topics: [6] },
  { name: 'Pruebas A/B en mensajes', description: 'Diseña, lanza y evalúa una prueba A/B en una campaña.', url: 'https://academia.konverza.example.com/talleres/ab', type: 'Taller', difficulty: 3, enabled: true, topics: [6, 5] },
  { name: 'Glosario de la certificación', description: 'Todos los términos del examen de fundamentos en una página.', url: 'https://academia.konverza.example.com/glosario', type: 'Documento', difficulty: 1, enabled: true, topics: [0, 1, 2] },
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Three other terms of the topic, by position (the same on every machine). */
const others = (index: number) => [1, 3, 6].map((step) => (index + step) % 10);

interface DemoQuestion {
  topic: number;
  /** A second topic it also belongs to. */
  also?: number;
  value: string;
  difficulty: number;
  points: number;
  answers: string[];
  correct: number;
}

/** Statements written by hand, beside the glossary's. */
const STATEMENTS: DemoQuestion[] = [
  { topic: 3, value: 'Verdadero o falso: si un webhook responde con un error 500, la plataforma lo reintenta', difficulty: 2, points: 1, answers: ['Verdadero', 'Falso'], correct: 0 },
  { topic: 4, value: 'Verdadero o falso: una plantilla de WhatsApp se puede enviar antes de que Meta la apruebe', difficulty: 1, points: 1, answers: ['Verdadero', 'Falso'], correct: 1 },
  { topic: 2, value: 'Verdadero o falso: un segmento puede combinar condiciones sobre varias variables de usuario', difficulty: 1, points: 1, answers: ['Verdadero', 'Falso'], correct: 0 },
];

/** The bank: every term of the glossary asked three ways, and a few statements. */
export function demoQuestions(): DemoQuestion[] {
  return [...STATEMENTS, ...glossaryQuestions()];
}

function glossaryQuestions(): DemoQuestion[] {
  return GLOSSARY.flatMap(({ terms }, topic) =>
    terms.flatMap(([term, definition, difficulty], index): DemoQuestion[] => {
      const distractors = others(index);
      // The correct option's place moves with the term, so it is not always the first.
      const place = index % 4;
      const withCorrect = (correct: string, wrong: string[]) => {
        const answers = [...wrong];
        answers.splice(place, 0, correct);
        return answers;
      };
      const truthful = index % 2 === 0;
      const stated = truthful ? definition : terms[distractors[0]][1];
      const also = index % 5 === 4 ? (topic + 1) % GLOSSARY.length : undefined;
      return [
        {
          topic,
          also,
          value: `¿Qué describe mejor «${term}»?`,
          difficulty,
          points: 1,
          answers: withCorrect(capital(definition), distractors.map((other) => capital(terms[other][1]))),
          correct: place,
        },
        {
          topic,
          value: `¿Qué término corresponde a esta descripción: ${definition}?`,
          difficulty: Math.min(3, difficulty + 1),
          points: 2,
          answers: withCorrect(term, distractors.map((other) => terms[other][0])),
          correct: place,
        },
        {
          topic,
          also,
          value: `Verdadero o falso: «${term}» es ${stated}.`,
          difficulty,
          points: 1,
          answers: ['Verdadero', 'Falso'],
          correct: truthful ? 0 : 1,
        },
      ];
    }),
  );
}

/** Whether the demo database has no certification topics yet (created before this part). */
export async function certificationsAreEmpty(db: Db) {
  const [row] = await db.select({ id: certificationTopics.c_t_id }).from(certificationTopics).limit(1);
  return !row;
}

export async function seedCertifications(db: Db, { now }: { now: number }) {
  const at = (days: number) => new Date(now - days * 86_400_000);
  const topics = await db
    .insert(certificationTopics)
    .values(GLOSSARY.map(({ name, classification }, i) => ({ name, classification, createdAt: at(200 - i) })))
    .returning({ c_t_id: certificationTopics.c_t_id });
  const topicId = (index: number) => topics[index].c_t_id;

  const bank = demoQuestions();
  const inserted = await db
    .insert(questions)
    .values(bank.map(({ value, difficulty, points }, i) => ({ value, difficulty, points, createdAt: at(180 - Math.floor(i / 2)) })))
    .returning({ question_id: questions.question_id });
  const answerRows = await db
    .insert(questionAnswers)
    .values(bank.flatMap((question, i) => question.answers.map((value) => ({ question_id: inserted[i].question_id, value }))))
    .returning({ question_answer_id: questionAnswers.question_answer_id, question_id: questionAnswers.question_id });
  // The answers come back in the order they were given: each question's correct one by its place.
  let next = 0;
  const correct = bank.map((question) => {
    const id = answerRows[next + question.correct].question_answer_id;
    next += question.answers.length;
    return id;
  });
  await db.execute(sql`
    update ${questions} set correct_answer_id = c.answer
    from (select unnest(${`{${inserted.map((q) => q.question_id).join(',')}}`}::int[]) as question, unnest(${`{${correct.join(',')}}`}::int[]) as answer) c
    where ${questions.question_id} = c.question`);
  await db.insert(questionTopics).values(
    bank.flatMap(({ topic, also }, i) => [
      { owner_id: inserted[i].question_id, c_t_id: topicId(topic) },
      ...(also === undefined ? [] : [{ owner_id: inserted[i].question_id, c_t_id: topicId(also) }]),
    ]),
  );

  const resources = await db
    .insert(certificationResources)
    .values(RESOURCES.map(({ topics: _topics, ...resource }, i) => ({ ...resource, createdAt: at(150 - i * 3) })))
    .returning({ id: certificationResources.certification_resource_id });
  await db
    .insert(certificationResourceTopics)
    .values(RESOURCES.flatMap((resource, i) => resource.topics.map((topic) => ({ owner_id: resources[i].id, c_t_id: topicId(topic) }))));

  // The demo exams (demo/seed.ts) get their topics; three are built from the bank, the last waits ('No definido').
  const exams = await db
    .select({ id: certificationExams.certification_exam_id, name: certificationExams.name, questions_number: certificationExams.questions_number })
    .from(certificationExams)
    .orderBy(asc(certificationExams.certification_exam_id));
  for (const plan of EXAM_PLAN) {
    const exam = exams.find((row) => row.name === plan.name);
    if (!exam) continue;
    const planned = plan.topics.map(topicId);
    await db.insert(certificationExamTopics).values(planned.map((c_t_id) => ({ owner_id: exam.id, c_t_id })));
    if (plan.build) await buildExam(db, exam.id, exam.questions_number, { topics: planned, difficulty: plan.build as [number, number] });
  }
}
