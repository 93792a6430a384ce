import { requestProblem } from '../../platform';
import { RemoveFileQuery, ServeFileQuery, UploadQuery } from './files.request.dto';

describe('files query strings', () => {
  it('takes a bucket of the two, or none', () => {
    expect(requestProblem(UploadQuery, {})).toBeNull();
    expect(requestProblem(UploadQuery, { bucket: 'order_attachments' })).toBeNull();
    for (const bucket of ['avatars', ['product_photos', 'order_attachments']])
      expect(requestProblem(UploadQuery, { bucket })).toBe(
        'bucket must be product_photos or order_attachments',
      );
  });

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
