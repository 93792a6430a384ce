import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsString, MaxLength, ValidateNested, validateSync } from 'class-validator';
import { validationMessages } from './validation-messages';

class Tokens {
  @IsString()
  access_token!: string;

  @MaxLength(5, { message: 'A refresh token is at most 5 characters.' })
  refresh_token!: string;
}

class SetPassword {
  @IsString({ message: 'A password is required.' })
  password!: string;

  @ValidateNested()
  @Type(() => Tokens)
  auth!: Tokens;
}

const messagesOf = (body: object) =>
  validationMessages(validateSync(plainToInstance(SetPassword, body)));

describe('validation messages', () => {
  it("names a nested field by its path, after the body's own fields", () => {
    expect(messagesOf({ auth: { access_token: 5, refresh_token: 'ok' } })).toEqual([
      'A password is required.',
      'auth.access_token must be a string',
    ]);
  });

  it('prefixes a custom nested message with the path it is about', () => {
    expect(
      messagesOf({ password: 'x', auth: { access_token: 'a', refresh_token: 'toolong' } }),
    ).toEqual(['auth.refresh_token: A refresh token is at most 5 characters.']);
  });

  it('says nothing when the body is valid', () => {
    expect(messagesOf({ password: 'x', auth: { access_token: 'a', refresh_token: 'b' } })).toEqual(
      [],
    );
  });
});
