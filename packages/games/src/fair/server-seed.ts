import { hexToBytes } from '@noble/hashes/utils.js';

// A server seed is 32 random bytes written as 64 hex digits. The bytes (not the hex text) are what is
// hashed for the commitment and what keys the HMAC, so anyone can check with standard tools:
//   printf %s SEED | xxd -r -p | sha256sum
//   printf %s 'clientSeed:nonce:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:SEED
const SERVER_SEED = /^[0-9a-fA-F]{64}$/;

export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

export function serverSeedBytes(serverSeed: string): Uint8Array {
  if (!isServerSeed(serverSeed)) throw new Error('A server seed is 64 hex digits (32 bytes)');
  return hexToBytes(serverSeed.toLowerCase());
}
