/** A client's order without its client id: nobody to place it as. */
export class SignInToOrderError extends Error {
  readonly kind = 'unauthorized' as const;
  readonly title = 'Unauthorized';

  constructor() {
    super('Sign in to place orders');
  }
}
