import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { type OrderViewer, orderQueryKey } from '../../../api/orders';
import { saveBlob } from '../../../components/csv-actions';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';

type Schemas = components['schemas'];

/** What the upload answers: the file's storage path, kept on the attachment. */
type UploadedFile = Schemas['UploadedFileResponse'];

/** After a change to its files, the provider's cached order is read again to list them. */
function useReadOrderAgain(providerId: string, orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: orderQueryKey({ kind: 'provider', providerId }, orderId),
    });
}

/**
 * docs/product.md §7, Attachments: the file goes to the order_attachments bucket, then its path and
 * description are added to the order; the order is read again to list it. Providers only.
 */
export function useUploadAttachment(providerId: string, orderId: string) {
  const readOrderAgain = useReadOrderAgain(providerId, orderId);
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: string }) => {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await apiPost<UploadedFile>(
        `/provider/${providerId}/files?bucket=order_attachments`,
        form,
      );
      const body = await apiPost<Schemas['OneAttachmentResponse']>(
        `/provider/${providerId}/order/${orderId}/attachments`,
        {
          storage_path: uploaded.path,
          file_name: file.name,
          file_type: type,
          file_size: file.size,
          uploaded_by: getSession()?.user.id,
          uploaded_by_role: 'PROVIDER',
        },
      );
      return body.attachment;
    },
    onSuccess: readOrderAgain,
  });
}

/** Removes an attachment and its file (provider only); the order is read again. */
export function useRemoveAttachment(providerId: string, orderId: string) {
  const readOrderAgain = useReadOrderAgain(providerId, orderId);
  return useMutation({
    mutationFn: (attachmentId: string) =>
      apiDelete(`/provider/${providerId}/order/${orderId}/attachments/${attachmentId}`),
    onSuccess: readOrderAgain,
  });
}

/**
 * A signed link to the file that works for a few minutes, for the provider's members or the
 * order's client (the portal has no token).
 */
export async function attachmentLink(
  viewer: OrderViewer,
  orderId: string,
  attachmentId: string,
): Promise<string> {
  const who =
    viewer.kind === 'provider'
      ? `provider_id=${viewer.providerId}`
      : `client_id=${viewer.clientId}`;
  const body = await apiGet<Schemas['AttachmentDownloadResponse']>(
    `/orders/${orderId}/attachments/${attachmentId}/download?${who}`,
    { anonymous: viewer.kind === 'client' },
  );
  if (!body?.download_url) throw new Error('The answer carried no download link.');
  return new URL(body.download_url, window.location.origin).href;
}

/**
 * Fetches the file behind a signed link and saves it under its own name (the stored file has
 * a random one).
 */
export async function saveFile(link: string, fileName: string): Promise<void> {
  const response = await fetch(link);
  if (!response.ok) throw new Error(`The file answered ${response.status}.`);
  saveBlob(await response.blob(), fileName);
}
