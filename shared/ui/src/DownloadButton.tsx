import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, type Download } from './download';
import { BUTTON_SIZE } from './sizes';

/**
 * A header button that saves a file the API answers (a list's CSV): busy while it downloads; a failure is toasted
 * in the catalogue's words ('Error obteniendo plataformas.').
 *
 *   <DownloadButton label="Exportar CSV" path="platform/export.csv" download={{ what: 'plataformas', fallbackName: 'plataformas.csv', searchParams }} />
 */
export function DownloadButton({ label, path, download }: { label: string; path: string; download: Download }) {
  const saving = useMutation({ mutationFn: () => downloadFile(path, download) });
  return (
    <Button size={BUTTON_SIZE.page} variant="outline" loading={saving.isPending} onClick={() => saving.mutate()}>
      {label}
    </Button>
  );
}
