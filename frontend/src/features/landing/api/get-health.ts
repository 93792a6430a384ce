import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { ApiError, apiGet } from '../../../lib/api-client';

/** What the landing page reads of GET /api/health: its status alone, checked below. */
export type Health = Pick<components['schemas']['HealthResponse'], 'status'>;

export type HealthStatus = Health['status'];

function isHealth(value: unknown): value is Health {
  const status = (value as { status?: unknown } | null | undefined)?.status;
  return status === 'ok' || status === 'degraded';
}

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  let body: unknown;
  try {
    body = await apiGet<unknown>('/health', { signal });
  } catch (error) {
    // A degraded API may answer 503 with the same body, which is still an answer to show.
    if (error instanceof ApiError && isHealth(error.body)) return error.body;
    throw error;
  }
  if (!isHealth(body)) throw new Error('GET /api/health answered without a known status');
  return body;
}

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 60_000,
  });
}
