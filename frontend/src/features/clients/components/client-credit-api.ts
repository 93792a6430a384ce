import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A client's payment terms, credit limit and open balance. */
export type ClientCredit = Schemas['ClientCreditResponse'];
export type PaymentTerms = NonNullable<ClientCredit['payment_terms']>;

const creditPath = (providerId: string, clientId: string) =>
  `/provider/${providerId}/client/${clientId}/credit`;

function creditQueryKey(providerId: string, clientId: string) {
  return ['provider', providerId, 'client-credit', clientId] as const;
}

export function useClientCredit(providerId: string, clientId: string) {
  return useQuery({
    queryKey: creditQueryKey(providerId, clientId),
    queryFn: ({ signal }) => apiGet<ClientCredit>(creditPath(providerId, clientId), { signal }),
  });
}

/** Sets both (null: the provider's default terms, no limit); the section is read again after. */
export function useSetClientCredit(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { payment_terms: PaymentTerms | null; credit_limit: string | null }) =>
      apiPut<Schemas['ClientCreditTermsResponse']>(creditPath(providerId, clientId), body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: creditQueryKey(providerId, clientId) }),
  });
}
