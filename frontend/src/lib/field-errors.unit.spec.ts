import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client';
import { fieldErrorsOf, placeMessages, serverMessages } from './field-errors';

/** The product drawer's fields, as it names them to the helper. */
const PRODUCT = {
  name: { label: 'Name', keys: ['name'] },
  price: { label: 'Price', keys: ['price'] },
  taxRate: { label: 'Tax rate', keys: ['tax_rate'] },
  sku: { label: 'SKU', keys: ['sku'] },
  barcode: { label: 'Barcode', keys: ['barcode'] },
  'custom:batch': { label: 'Batch Number' },
};

describe('placing server messages beside their fields', () => {
  it('reads the sentences of an error body: a message, a list of them, else the error', () => {
    expect(serverMessages({ message: 'name must be text', error: 'Bad Request' })).toEqual([
      'name must be text',
    ]);
    expect(serverMessages({ message: ['sku must be text', 'price is wrong'] })).toEqual([
      'sku must be text',
      'price is wrong',
    ]);
    expect(serverMessages({ error: 'Conflict' })).toEqual(['Conflict']);
    expect(serverMessages(undefined)).toEqual([]);
    expect(serverMessages({ message: ['  '] })).toEqual([]);
  });

  it('puts a message starting with a request key under its field, worded with the label', () => {
    expect(
      placeMessages(
        ['tax_rate must be a percentage from 0 to 100, at most three decimals'],
        PRODUCT,
      ),
    ).toEqual({
      fields: {
        taxRate: 'Tax rate must be a percentage from 0 to 100, at most three decimals.',
      },
      rest: [],
    });
    expect(placeMessages(['name must be at most 200 characters'], PRODUCT).fields).toEqual({
      name: 'Name must be at most 200 characters.',
    });
  });

  it('puts a custom field message, which starts with its label, under that field', () => {
    expect(placeMessages(['Batch Number must be text.'], PRODUCT).fields).toEqual({
      'custom:batch': 'Batch Number must be text.',
    });
  });

  it('finds the field a sentence names inside it, the earliest one named', () => {
    expect(placeMessages(['A price is required for a product.'], PRODUCT).fields).toEqual({
      price: 'A price is required for a product.',
    });
    expect(placeMessages(['Another product already has the SKU name-1.'], PRODUCT).fields).toEqual({
      sku: 'Another product already has the SKU name-1.',
    });
  });

  it("reads a request key inside a sentence as the field's label", () => {
    const fields = { options: { label: 'Dropdown Options', keys: ['field_options'] } };
    expect(
      placeMessages(['each of field_options must be at most 100 characters'], fields).fields,
    ).toEqual({ options: 'each of Dropdown Options must be at most 100 characters.' });
  });

  it('matches whole words only, whatever their case', () => {
    // "named" is not "name"; "Barcodes" is not "barcode".
    expect(placeMessages(['Nothing named here has Barcodes'], PRODUCT)).toEqual({
      fields: {},
      rest: ['Nothing named here has Barcodes'],
    });
    expect(placeMessages(['The BARCODE is taken'], PRODUCT).fields).toEqual({
      barcode: 'The BARCODE is taken.',
    });
  });

  it('keeps the first message of a field and leaves messages about no field to the form', () => {
    expect(
      placeMessages(
        ['name must be text', 'name must be at most 200 characters', 'Too many requests'],
        PRODUCT,
      ),
    ).toEqual({ fields: { name: 'Name must be text.' }, rest: ['Too many requests'] });
  });

  it('places only refusals of the input: 400, 409 and 422, not a 403 or a 500', () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'sku must be text' };
    expect(fieldErrorsOf(new ApiError(400, body), PRODUCT)).toEqual({
      fields: { sku: 'SKU must be text.' },
      rest: [],
    });
    const clash = { message: 'Another product already has the barcode 4006381333931.' };
    expect(fieldErrorsOf(new ApiError(409, clash), PRODUCT)?.fields).toEqual({
      barcode: 'Another product already has the barcode 4006381333931.',
    });
    expect(fieldErrorsOf(new ApiError(403, { message: 'name is not yours' }), PRODUCT)).toBeNull();
    expect(fieldErrorsOf(new ApiError(500, { message: 'name broke' }), PRODUCT)).toBeNull();
    expect(fieldErrorsOf(new Error('offline'), PRODUCT)).toBeNull();
  });
});
