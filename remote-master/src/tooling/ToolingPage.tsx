import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Card, Field, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ApiError, notifySuccess } from '@console/core';
import { SHORT_URL_CUSTOM, SHORT_URL_TAKEN, SHORT_URL_TAKEN_TEXT, shortUrlContract, shortUrlOperations, z } from '@console/contracts';
import { BUTTON_SIZE, callOperation, ResourceScreen, resourceClient, useButtonReason, useCan, useResourceMutation, zodResolver } from '@console/ui';

const shortUrls = resourceClient(shortUrlContract);
const columns = ['code', 'short_url', 'target', 'custom', 'createdAt'] as const;

/** Document 3 §8: what the shortener's failures say. */
const texts = {
  taken: SHORT_URL_TAKEN_TEXT,
  answered: 'Ha ocurrido un error con los servicios, intenta más tarde.',
  failed: 'Ha ocurrido un error con los servicios.',
  made: 'URL acortada con éxito',
  copied: 'Enlace copiado',
};

/** The tools of the selector: the spec has one. */
const ACTIONS = { 'url-shortener': 'Acortador de URL' } as const;

/** What the form holds: the custom name is optional, sent only when typed. */
const formSchema = z.object({
  target: shortUrlContract.fields.target.rule,
  customurl: z
    .string()
    .trim()
    .refine((value) => value === '' || SHORT_URL_CUSTOM.test(value), 'El nombre personalizado admite de 3 a 64 letras sin acentos, números, guiones y guiones bajos'),
});
type FormValues = z.input<typeof formSchema>;

async function shorten({ target, customurl }: z.output<typeof formSchema>): Promise<string> {
  try {
    const body = customurl ? { target, customurl } : { target };
    return (await callOperation(shortUrlOperations.shorten, { body })).resource;
  } catch (error) {
    if (error instanceof ApiError && error.detail === SHORT_URL_TAKEN) throw new ApiError(texts.taken, error.status);
    if (error instanceof ApiError && error.status) throw new ApiError(texts.answered, error.status, error.detail);
    throw new ApiError(texts.failed);
  }
}

function UrlShortener() {
  const permission = useCan(shortUrlContract.path, 'create', shortUrlContract.names.many);
  const [made, setMade] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: { target: '', customurl: '' },
  });
  const { errors, isValid } = form.formState;
  const mutation = useResourceMutation(shortUrls, shorten, { success: texts.made, onSuccess: setMade });
  // Why 'Acortar' waits: the role, or a destination still missing or refused (the refusal itself is under the field).
  const waits = useButtonReason(!permission.allowed ? permission.reason : !isValid && (errors.target || errors.customurl ? 'Revisa los datos marcados.' : 'Introduce la URL de destino.'));

  async function copy(link: string) {
    await navigator.clipboard.writeText(link);
    notifySuccess(texts.copied);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} aria-label={ACTIONS['url-shortener']}>
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.target)}>
          <Field.Label>
            URL de destino <Field.RequiredIndicator />
          </Field.Label>
          <Input type="url" placeholder="https://" {...form.register('target')} />
          {errors.target && <Field.ErrorText>{errors.target.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.customurl)}>
          <Field.Label>Nombre personalizado (opcional)</Field.Label>
          <Input placeholder="promo-navidad" {...form.register('customurl')} />
          <Field.HelperText>Si lo dejas vacío, el servidor elige un código de 6 caracteres.</Field.HelperText>
          {errors.customurl && <Field.ErrorText>{errors.customurl.message}</Field.ErrorText>}
        </Field.Root>
        <HStack>
          <Button type="submit" size={BUTTON_SIZE.page} disabled={!isValid || !permission.allowed} aria-describedby={waits.describedBy} loading={mutation.isPending}>
            Acortar
          </Button>
          {waits.text}
        </HStack>
        {made && (
          <Box role="region" aria-label="URL acortada" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
            <Text textStyle="sm" color="fg.muted">
              URL acortada
            </Text>
            <HStack justify="space-between" wrap="wrap">
              <Link href={made} target="_blank" rel="noopener noreferrer" fontFamily="mono" wordBreak="break-all">
                {made}
              </Link>
              <Button size={BUTTON_SIZE.row} variant="outline" onClick={() => void copy(made)}>
                Copiar
              </Button>
            </HStack>
          </Box>
        )}
      </Stack>
    </form>
  );
}

/**
 * Document 3 §2 'master-tooling': a selector of actions whose only action is the URL shortener (target
 * required, a custom name sent only when typed; §8 texts), and below it the links made, newest first.
 */
export default function ToolingPage() {
  const [action, setAction] = useState<keyof typeof ACTIONS>('url-shortener');
  return (
    <ResourceScreen contract={shortUrlContract} columns={columns} title="Herramientas">
      <Card.Root mb="6">
        <Card.Body>
          <Stack gap="5" maxW="2xl">
            <Field.Root>
              <Field.Label>Acción</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={action} onChange={(event) => setAction(event.target.value as keyof typeof ACTIONS)}>
                  {Object.entries(ACTIONS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {action === 'url-shortener' && <UrlShortener />}
          </Stack>
        </Card.Body>
      </Card.Root>
    </ResourceScreen>
  );
}
