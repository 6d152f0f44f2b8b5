// The member-overview module's entry (ADR 066): the back office's picture of one member, composed from the modules
// that own each part, and the staff notes it owns. Routes are not exported; app.ts registers them.
export {};
