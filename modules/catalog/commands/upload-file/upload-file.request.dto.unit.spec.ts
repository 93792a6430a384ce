import { requestProblem } from '../../../platform';
import { UploadQuery } from './upload-file.request.dto';

describe('files query strings', () => {
  it('takes a bucket of the two, or none', () => {
    expect(requestProblem(UploadQuery, {})).toBeNull();
    expect(requestProblem(UploadQuery, { bucket: 'order_attachments' })).toBeNull();
    for (const bucket of ['avatars', ['product_photos', 'order_attachments']])
      expect(requestProblem(UploadQuery, { bucket })).toBe(
        'bucket must be product_photos or order_attachments',
      );
  });
});
