/** An uploaded file as kept: its storage path, and where it is served. */
export class UploadedFileResponse {
  /** `<bucket>/<provider id>/<random name>.<extension>`: what a product's photo or an attachment names. */
  path!: string;
  /** Where the file is served: `/api/files/<path>`. */
  url!: string;
}
