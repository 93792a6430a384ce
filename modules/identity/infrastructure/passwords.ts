import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id password hashes (the library's default algorithm and parameters: 19 MiB, 2 passes,
 * the OWASP baseline). @node-rs/argon2 ships a prebuilt binary per platform and needs no
 * install script; the `argon2` package's bundled binary crashed on our Linux machines.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
