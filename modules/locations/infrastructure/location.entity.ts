import { EntitySchema } from '@mikro-orm/core';

export class Location {
  id!: string;
  providerId!: string;
  name!: string;
  active = true;
  isDefault = false;
  createdAt: Date = new Date();
}

export const LocationSchema = new EntitySchema<Location>({
  class: Location,
  tableName: 'locations',
  properties: {
    id: { type: 'uuid', primary: true },
    providerId: { type: 'uuid' },
    name: { type: 'text' },
    active: { type: 'boolean' },
    isDefault: { type: 'boolean' },
    createdAt: { type: 'Date' },
  },
});
