import { applyDecorators, Header, Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProduces, getSchemaPath } from '@nestjs/swagger';

/**
 * How the OpenAPI document describes routes that answer a file rather than JSON. The answer
 * itself is set by the handler (a `StreamableFile`'s type) or by CsvDownload's headers: these
 * say so in the document, where the route would otherwise read as JSON.
 */

const TEXT = { type: 'string' } as const;
const BINARY = { type: 'string', format: 'binary' } as const;

/** A CSV download (an export): a header row, then a line per row. */
export const AnswersCsv = () =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'A CSV file: a header row, then a line per row.', schema: TEXT }),
  );

/**
 * A CSV export answered as a download named `filename`: sets the reply's headers and says so in
 * the document (for handlers that return the text rather than a typed `StreamableFile`).
 */
export const CsvDownload = (filename: string) =>
  applyDecorators(
    Header('Content-Type', 'text/csv; charset=utf-8'),
    Header('Content-Disposition', `attachment; filename="${filename}"`),
    AnswersCsv(),
  );

/** Stored bytes, served with the type they were stored as (one of `types`). */
export const AnswersBinary = (types: readonly string[]) =>
  applyDecorators(
    ApiProduces(...types),
    ApiOkResponse({ description: 'The file’s bytes.', schema: BINARY }),
  );

/**
 * JSON described by `type`, or, when the query asks for it (`when`), a text file of `mediaType`
 * (a CSV or JSON lines download of the same data).
 */
export const AnswersJsonOrFile = (type: Type, file: { mediaType: string; when: string }) =>
  applyDecorators(
    ApiExtraModels(type),
    ApiOkResponse({
      description: `JSON; with ${file.when}, a ${file.mediaType} file of the same data.`,
      content: {
        'application/json': { schema: { $ref: getSchemaPath(type) } },
        [file.mediaType]: { schema: TEXT },
      },
    }),
  );

/** Sends a PDF document to be shown in the browser (and saved under `filename`). */
export function sendPdf(
  res: { headers(values: Record<string, string>): { send(body: Buffer): unknown } },
  document: { pdf: Buffer; filename: string },
): void {
  res
    .headers({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${document.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(document.pdf);
}
