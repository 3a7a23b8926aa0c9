import { useMutation } from '@tanstack/react-query';
import { exportFileName, PRIVACY_ROUTES, privacyExportSchema } from '@shared/privacy';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** The file the parent saves: the document as the server wrote it, named by its day. */
export interface DataExport {
  fileName: string;
  json: string;
}

/**
 * 'Télécharger mes données': `GET /api/me/export` through the API client (the session's token, the French
 * errors), checked against the shared schema, then written again as the file to save. The document is
 * kept whole (the schema only checks it): a field the server adds reaches the parent.
 */
export async function fetchMyData(fetcher: ApiFetch = apiFetch): Promise<DataExport> {
  const document = await fetcher<unknown>(PRIVACY_ROUTES.export);
  const parsed = privacyExportSchema.safeParse(document);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return { fileName: exportFileName(new Date(parsed.data.exportedAt)), json: `${JSON.stringify(document, null, 2)}\n` };
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
export function saveFile({ fileName, json }: DataExport): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has taken the bytes; a revocation in the same task can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchMyData();
      saveFile(file);
      return file;
    },
  });
}
