import { type ByteStream, createByteStream } from '../../fair/byte-stream';

// One in-house round's inputs (docs/product.md, The house's games and provable fairness): the server seed committed by its SHA-256 before play, the
// player's client seed, and the nonce that counts the rounds played on that seed pair. The round's outcome
// bytes are the package's byte stream, HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) block
// after block; a round (free spins included) reads as many as it needs, in order, and nothing else enters.
export type RoundSeeds = {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
};

export type ClientSeedError = 'client_seed_empty' | 'client_seed_too_long' | 'client_seed_malformed';

export const CLIENT_SEED_MAX_LENGTH = 64;
// Printable ASCII only: what a player types or pastes must hash to the same bytes in every browser, and a
// space or an invisible character would make "the same" seed two seeds. Colons are allowed: the nonce
// and cursor are always the last two fields, so the message still reads one way.
const CLIENT_SEED = /^[\x21-\x7e]+$/;

export function validateClientSeed(clientSeed: string): ClientSeedError | null {
  if (clientSeed.length === 0) return 'client_seed_empty';
  if (clientSeed.length > CLIENT_SEED_MAX_LENGTH) return 'client_seed_too_long';
  if (!CLIENT_SEED.test(clientSeed)) return 'client_seed_malformed';
  return null;
}

export function roundStream(seeds: RoundSeeds): ByteStream {
  const problem = validateClientSeed(seeds.clientSeed);
  if (problem) throw new Error(`Bad client seed: ${problem}`);
  return createByteStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
}
