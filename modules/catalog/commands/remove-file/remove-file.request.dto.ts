import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_URL_LENGTH, MaxChars } from '../../../platform';

const FILE_REQUIRED = { message: 'file is required: the path of the file to remove' };

/**
 * DELETE /file?file=<path or url of the photo>. A parameter given twice arrives as a list and
 * is refused here naming it (read as text, it answered 500).
 */
export class RemoveFileQuery {
  @IsString(FILE_REQUIRED)
  @IsNotEmpty(FILE_REQUIRED)
  @MaxChars(MAX_URL_LENGTH)
  file!: string;
}
