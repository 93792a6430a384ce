import { saveBlob } from '../components/csv-actions';
import { apiBlob } from '../lib/api-client';

/**
 * Saves the provider's signed stock checkpoints (one JSON line each) as a file: what an auditor
 * keeps outside the database and later hands to `audit verify-chain --anchor`.
 */
export async function downloadCheckpoints(providerId: string): Promise<void> {
  const blob = await apiBlob(`/provider/${providerId}/audit/checkpoints?format=jsonl`);
  saveBlob(blob, 'stock-checkpoints.jsonl');
}
