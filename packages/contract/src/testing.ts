import { ZFailure } from './envelope';
import { errorStatus } from './errors';
import * as contract from './index';
import type { RouteDef } from './route';
import { uploadPath } from './upload-limits';
import { ZUploaded } from './uploads';

/**
 * For the apps' tests (`@gemilang/contract/testing`): a fake server's reply checked against the contract,
 * so a page tested against a hand-written reply fails once that reply no longer matches what the server
 * can send. Each success value passes through its route's reply schema as the server's does (defineRoute
 * parses every value before it leaves), and each refusal must be an envelope with a known error code.
 */

function isRouteDef(value: unknown): value is RouteDef {
  const def = value as Partial<RouteDef> | null;
  return typeof def?.method === 'string' && typeof def.path === 'string' && typeof def.response?.parse === 'function';
}

/**
 * Every route of every table the contract exports, found by shape so a new table needs no listing here, and
 * the one JSON call outside the tables: the multipart upload (uploads.ts).
 */
const routes: RouteDef[] = [
  ...Object.values(contract).flatMap((table) =>
    table && typeof table === 'object' && !Array.isArray(table) ? Object.values(table).filter(isRouteDef) : [],
  ),
  { method: 'POST', path: uploadPath, access: 'member', summary: 'upload', tag: 'uploads', response: ZUploaded },
];

function matches(def: RouteDef, method: string, path: string): boolean {
  if (def.method !== method) return false;
  const want = def.path.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The contract's route a call reached; an exact address wins over one with `:params`. */
export function contractRoute(method: string, path: string): RouteDef | undefined {
  const found = routes.filter((def) => matches(def, method.toUpperCase(), path));
  return found.find((def) => !def.path.includes(':')) ?? found[0];
}

export class ContractDrift extends Error {
  override name = 'ContractDrift';
}

// A drift thrown inside a fake fetch may be caught by the page as a network failure; it is kept here too so
// the test setup fails the test after it (expectNoContractDrift) whatever the page did with the error.
const drifts: string[] = [];

function drift(message: string): never {
  drifts.push(message);
  throw new ContractDrift(message);
}

/** Fails (and forgets) the drifts seen since the last call; the apps' test setups call it after each test. */
export function expectNoContractDrift(): void {
  const seen = drifts.splice(0);
  if (seen.length > 0) throw new ContractDrift(`fake replies that the contract refuses:\n${seen.join('\n')}`);
}

/**
 * The success value a fake answers for `METHOD /path`, as the server would send it (parsed by the route's
 * reply schema, so keys the contract does not list are dropped). Throws ContractDrift, naming the route and
 * the fields, when the address is no route of the contract or the value does not fit its schema.
 */
export function contractValue(method: string, path: string, value: unknown): unknown {
  const def = contractRoute(method, path);
  if (!def) drift(`${method} ${path} is no route of the contract`);
  const parsed = def.response.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`).join('; ');
  return drift(`the fake reply to ${def.method} ${def.path} does not fit the contract: ${issues}`);
}

/** A refusal a fake answers: the failure envelope with one of the contract's error codes. */
export function contractFailure(failure: unknown): unknown {
  const parsed = ZFailure.safeParse(failure);
  if (!parsed.success) drift(`a fake refusal is not a failure envelope: ${parsed.error.message}`);
  if (!(parsed.data.code in errorStatus)) drift(`a fake refusal's code ${parsed.data.code} is unknown`);
  return parsed.data;
}
