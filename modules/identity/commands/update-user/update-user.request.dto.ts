import { ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PERMISSIONS } from '../../domain/permissions';

export class UpdateUserRequest {
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @IsOptional()
  @IsArray({ message: 'permissions_denied must be a list of permission ids' })
  @ArrayUnique({ message: 'permissions_denied lists a permission twice' })
  @IsIn(PERMISSIONS, {
    each: true,
    message: `permissions_denied may only hold ${PERMISSIONS.join(', ')}`,
  })
  permissions_denied?: string[];
}
