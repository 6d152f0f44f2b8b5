import { z } from 'zod';

// The contract's schemas take zod from here. In a browser the sites' content security policy forbids eval:
// unless told otherwise, zod tries `Function('')` once to decide whether to compile its object parsers, and
// the browser refuses it and reports a policy violation on every page that parses a reply (Lighthouse's
// best-practices audit lists it). There zod interprets its schemas instead; the server keeps compiled ones.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
