// The dashboard module's entry (ADR 067): nothing another module calls yet. Routes are not exported; app.ts
// registers them.
export {};
