// The settings context's pure domain: other contexts' domain code may import this file.
export * from './business-settings';
