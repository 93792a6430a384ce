import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** What file systems hold in a name, and more than any screen shows. */
const MAX_FILE_NAME = 255;

/** POST of an attachment (docs/product.md §7): the uploaded file's path and its description. */
export class AddAttachmentRequest {
  @IsString({ message: 'storage_path is required: the path the upload answered' })
  storage_path!: string;

  @IsString({ message: 'file_name is required' })
  @MaxLength(MAX_FILE_NAME, { message: `file_name must be at most ${MAX_FILE_NAME} characters` })
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
