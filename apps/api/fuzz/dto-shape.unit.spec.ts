import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { shapeOf } from './dto-shape';

class Line {
  @IsUUID('all')
  product_id!: string;

  @IsInt()
  quantity!: number;
}

class Base {
  @IsOptional()
  @IsIn(['A', 'B'])
  kind?: string;
}

class Sample extends Base {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @IsOptional()
  @IsBoolean()
  active?: boolean;

  @IsArray()
  @IsIn(['x', 'y'], { each: true })
  tags!: string[];

  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];

  @ValidateNested()
  @Type(() => Line)
  main!: Line;

  @IsString()
  name!: string;

  @ValidateIf((_, value) => value !== undefined)
  @IsString()
  note?: string;
}

describe('shapeOf', () => {
  it('reads each field of a DTO, inherited ones included, with its kind and whether it is optional', () => {
    const fields = Object.fromEntries(shapeOf(Sample).map((f) => [f.name, f]));
    expect(fields.kind).toMatchObject({ kind: 'enum', optional: true, options: ['A', 'B'] });
    expect(fields.email).toMatchObject({ kind: 'email', optional: false, maxLength: 254 });
    expect(fields.active).toMatchObject({ kind: 'boolean', optional: true });
    expect(fields.name).toMatchObject({ kind: 'string', optional: false });
    expect(fields.note).toMatchObject({ kind: 'string', optional: true });
  });

  it('reads lists of allowed values and nested DTOs, single or listed', () => {
    const fields = Object.fromEntries(shapeOf(Sample).map((f) => [f.name, f]));
    expect(fields.tags).toMatchObject({ kind: 'list', each: 'enum', options: ['x', 'y'] });
    expect(fields.lines).toMatchObject({ kind: 'list', nested: Line });
    expect(fields.main).toMatchObject({ kind: 'nested', nested: Line });
    expect(shapeOf(Line).map((f) => [f.name, f.kind])).toEqual([
      ['product_id', 'id'],
      ['quantity', 'int'],
    ]);
  });
});
