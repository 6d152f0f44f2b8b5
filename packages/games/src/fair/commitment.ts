import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { isServerSeed, serverSeedBytes } from './server-seed';

// Published before betting opens; once the seed is revealed anyone can recompute it (docs/product.md, The house's games and provable fairness).
export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(serverSeedBytes(serverSeed)));
}

// A verify page feeds this whatever a user pasted, so a malformed seed is "does not match", not a throw.
export function verifyCommitment(serverSeed: string, commitment: string): boolean {
  if (!isServerSeed(serverSeed)) return false;
  return commitmentOf(serverSeed) === commitment.trim().toLowerCase();
}
