import { requestProblem } from '../../../platform';
import { RemoveFileQuery } from './remove-file.request.dto';

describe('files query strings', () => {
  it('needs one file path, as text', () => {
    expect(requestProblem(RemoveFileQuery, { file: 'product_photos/p/x.png' })).toBeNull();
    for (const file of [undefined, '', ['a', 'b']])
      expect(requestProblem(RemoveFileQuery, { file })).toBe(
        'file is required: the path of the file to remove',
      );
    expect(requestProblem(RemoveFileQuery, { file: 'f'.repeat(2_001) })).toBe(
      'file must be at most 2,000 characters',
    );
  });
});
