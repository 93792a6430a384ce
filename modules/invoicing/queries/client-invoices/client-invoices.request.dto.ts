import { IsOptional, IsUUID } from 'class-validator';

/** GET /api/client/{client_id}/invoices: the provider, in a client's own portal of several. */
export class ClientInvoicesQuery {
  @IsOptional()
  @IsUUID('all', { message: 'provider_id must be the id of one of your providers' })
  provider_id?: string;
}
