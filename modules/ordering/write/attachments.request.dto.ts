import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';

/** POST of an attachment (spec section 7): the uploaded file's path and its description. */
export class AddAttachmentRequest {
  @IsString({ message: 'storage_path is required: the path the upload answered' })
  storage_path!: string;

  @IsString({ message: 'file_name is required' })
  file_name!: string;

  /** Accepted for the spec's body; the server records the type and size it found on upload. */
  @IsOptional()
  @IsString({ message: 'file_type must be text' })
  file_type?: string;

  @IsOptional()
  @IsInt({ message: 'file_size must be a whole number of bytes' })
  @Min(0, { message: 'file_size must be a whole number of bytes' })
  file_size?: number;

  /** Accepted for the spec's body; the server records the signed-in member. */
  @IsOptional()
  @IsString()
  uploaded_by?: string;

  @IsOptional()
  @IsIn(['PROVIDER', 'CLIENT'])
  uploaded_by_role?: string;
}
