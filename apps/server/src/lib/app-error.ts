import type { ERROR_CODES, ErrorCode, ParamArgs, Params } from '@inai/shared';

type ErrorKey<C extends ErrorCode> = (typeof ERROR_CODES)[C];

/** Codes whose text has no placeholders: they need nothing but the code. */
export type PlainErrorCode = { [C in ErrorCode]: ParamArgs<ErrorKey<C>> extends [] ? C : never }[ErrorCode];

interface ErrorExtras {
  /** Field messages as message references (see messageRef), written in the caller's language. */
  errors?: Readonly<Record<string, string>>;
  /** The text of `message` when it is not the code's own: a message reference (one code, several wordings). */
  messageRef?: string;
}

/** What a code needs besides itself: the values of its text's placeholders, when it has some. */
type ErrorDetails<C extends ErrorCode> =
  ParamArgs<ErrorKey<C>> extends [] ? [details?: ErrorExtras] : [details: ErrorExtras & { params: ParamArgs<ErrorKey<C>>[0] }];

/**
 * An error meant for the client (docs/api.md, "Answers and errors"): a status, a stable code and the values of the
 * code's text. It carries no text: the error handler writes it in the caller's language.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppError';
  readonly params: Params | undefined;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly messageRef: string | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: C,
    ...[details]: ErrorDetails<C>
  ) {
    super(code);
    const extras = details as (ErrorExtras & { params?: Params }) | undefined;
    this.params = extras?.params;
    this.errors = extras?.errors;
    this.messageRef = extras?.messageRef;
  }
}
