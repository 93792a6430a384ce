import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';

export type Dto = abstract new (...args: never[]) => object;

/** What a DTO field holds, as its class-validator decorators say. */
export type FieldKind =
  | 'enum'
  | 'id'
  | 'email'
  | 'moment'
  | 'int'
  | 'number'
  | 'boolean'
  | 'nested'
  | 'list'
  | 'object'
  | 'string'
  | 'any';

export interface FieldShape {
  name: string;
  kind: FieldKind;
  optional: boolean;
  /** The values an `enum` field (or each element of a `list`) may take. */
  options?: readonly unknown[];
  /** The DTO of a `nested` field, or of each element of a `list`. */
  nested?: Dto;
  /** For a list: what each element is (`@IsIn(..., { each: true })`, `@IsString({ each })`). */
  each?: FieldKind;
  minLength?: number;
  maxLength?: number;
}

/** Validator names, most telling first: a field with several takes the first found. */
const KINDS: [FieldKind, readonly string[]][] = [
  ['enum', ['isIn', 'isEnum']],
  ['id', ['isUUID', 'isUuid', 'isId', 'isMongoId']],
  ['email', ['isEmail']],
  ['moment', ['isISO8601', 'isMoment', 'isDateString', 'isDate']],
  ['int', ['isInt', 'isQuantity', 'isPositive']],
  ['number', ['isNumber', 'isNumberString', 'isDecimal']],
  ['boolean', ['isBoolean', 'isBooleanString']],
  ['nested', ['nestedValidation', 'isValidNested']],
  ['list', ['isArray', 'isLines', 'arrayUnique', 'arrayMinSize', 'arrayMaxSize', 'maxItems']],
  ['object', ['isObject']],
  [
    'string',
    ['isString', 'isNotes', 'isNotEmpty', 'maxLength', 'minLength', 'maxChars', 'matches'],
  ],
];

const BUILT_INS: unknown[] = [String, Number, Boolean, Object, Array, Date, Function, Promise];

interface TypeMetadataStorage {
  findTypeMetadata(target: Dto, property: string): { typeFunction: () => unknown } | undefined;
}
// class-transformer keeps `@Type(() => X)` here; it ships no typings for the path.
const transformerTypes = (
  require('class-transformer/cjs/storage') as { defaultMetadataStorage: TypeMetadataStorage }
).defaultMetadataStorage;

const shapes = new WeakMap<Dto, FieldShape[]>();

/**
 * The fields of a DTO read from its class-validator metadata (inherited fields included), with
 * the nested DTO of a field from `@Type` or its declared type: enough to build bodies that look
 * valid, then break them one field at a time.
 */
export function shapeOf(dto: Dto): FieldShape[] {
  const known = shapes.get(dto);
  if (known) return known;
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const byField = new Map<string, typeof metadata>();
  for (const m of metadata)
    byField.set(m.propertyName, [...(byField.get(m.propertyName) ?? []), m]);
  const fields = [...byField].map(([name, ms]): FieldShape => {
    const names = new Set(ms.flatMap((m) => [m.name, m.type].filter(Boolean) as string[]));
    const kind = KINDS.find(([, validators]) => validators.some((v) => names.has(v)))?.[0] ?? 'any';
    // `@IsOptional` or any `@ValidateIf`: either lets the field be left out.
    const field: FieldShape = { name, kind, optional: names.has('conditionalValidation') };
    const each = ms.find((m) => m.each && m.name && m.name !== 'isArray');
    if (ms.some((m) => m.type === 'nestedValidation' && m.each)) field.kind = 'list';
    if (kind === 'enum' && !each)
      field.options = ms.find((m) => m.name === 'isIn' || m.name === 'isEnum')?.constraints[0];
    if (each || field.kind === 'list') {
      field.kind = 'list';
      const eachKind = KINDS.find(([, validators]) => validators.includes(each?.name ?? ''))?.[0];
      if (eachKind) field.each = eachKind;
      if (eachKind === 'enum') field.options = each?.constraints[0];
    }
    const nested = nestedType(dto, name);
    if (nested && (field.kind === 'nested' || field.kind === 'list' || field.kind === 'object')) {
      field.nested = nested;
      if (field.kind === 'object') field.kind = 'nested';
    }
    if (field.kind === 'nested' && !nested) field.kind = 'object';
    const length = (validator: string) =>
      ms.find((m) => m.name === validator)?.constraints[0] as number | undefined;
    field.minLength = length('minLength');
    field.maxLength = length('maxLength');
    return field;
  });
  shapes.set(dto, fields);
  return fields;
}

/** The DTO a field nests: its `@Type(() => X)`, else its declared type if that is a class of ours. */
function nestedType(dto: Dto, field: string): Dto | undefined {
  const typed = transformerTypes.findTypeMetadata(dto, field)?.typeFunction();
  const declared = Reflect.getMetadata('design:type', dto.prototype, field);
  for (const type of [typed, declared])
    if (typeof type === 'function' && !BUILT_INS.includes(type)) return type as Dto;
  return undefined;
}
