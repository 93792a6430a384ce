import { requestProblem } from '../../../platform';
import { ServeFileQuery } from './serve-file.request.dto';

describe('files query strings', () => {
  it('refuses a parameter given twice, a size other than thumb, and an overlong link', () => {
    expect(requestProblem(ServeFileQuery, { size: 'thumb', expires: '1790000000' })).toBeNull();
    expect(requestProblem(ServeFileQuery, { size: 'huge' })).toBe(
      'size must be thumb (or left out for the photo itself)',
    );
    expect(requestProblem(ServeFileQuery, { expires: ['1', '2'] })).toBe(
      'expires must be the link time it was given',
    );
    expect(requestProblem(ServeFileQuery, { signature: 's'.repeat(5_000) })).toBe(
      'signature must be at most 2,048 characters',
    );
  });
});
