import { IsOptional } from 'class-validator';
import { IsId } from '../../../platform';

/** The query of an attachment's download link: whose link it is, a provider's or a client's. */
export class DownloadQuery {
  @IsOptional()
  @IsId({ message: 'provider_id must be a provider id' })
  provider_id?: string;

  @IsOptional()
  @IsId({ message: 'client_id must be a client id' })
  client_id?: string;
}
