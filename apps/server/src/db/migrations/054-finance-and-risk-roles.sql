-- Two more back-office roles (ADR 069): finance, who runs the cashier and the money, and risk, who watches for abuse.
-- What each role may do is the roles' table in the contract; the database only keeps the names honest.
ALTER TABLE operators DROP CONSTRAINT IF EXISTS operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('admin', 'cs', 'finance', 'risk', 'marketing'));
