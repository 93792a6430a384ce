/** The refusals of the clients context, each with the kind of answer it gets. */

export class ClientNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such client.');
  }
}

export class ProductNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such product.');
  }
}

export class CustomPriceNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such custom pricing.');
  }
}

export class AvailabilityNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such custom availability.');
  }
}

export class AlreadyAvailable extends Error {
  readonly kind = 'conflict' as const;
  constructor() {
    super('This product is already available to this client.');
  }
}

export class LinkRequestNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such request.');
  }
}

export class LinkRequestAnswered extends Error {
  readonly kind = 'conflict' as const;
  constructor() {
    super('This request has already been answered.');
  }
}

export class NotInPortal extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such provider.');
  }
}

export class OnlyProviderLeft extends Error {
  readonly kind = 'conflict' as const;
  constructor() {
    super('You cannot leave your only provider.');
  }
}

export class OrderRulesNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such order rules.');
  }
}

export class PriceBreaksNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such price breaks.');
  }
}

export class PriceBreaksExist extends Error {
  readonly kind = 'conflict' as const;
  constructor() {
    super('This client already has its own price breaks for this product.');
  }
}

export class OrderRulesExist extends Error {
  readonly kind = 'conflict' as const;
  constructor() {
    super('This client already has its own order rules for this product.');
  }
}
