import { describe, expect, it } from '@jest/globals';
import { telHref } from './tel-href';

describe("the supplier's phone as a link", () => {
  it('calls the digits of a number written with spaces, brackets, dashes, dots and slashes', () => {
    expect(telHref('01904 555-010')).toBe('tel:01904555010');
    expect(telHref('(555) 010.42/7')).toBe('tel:555010427');
  });

  it('keeps the + of an international number, and only that one', () => {
    expect(telHref(' +44 (1904) 555 010')).toBe('tel:+441904555010');
    expect(telHref('0044 1904 +555')).toBe('tel:00441904555');
  });
});
