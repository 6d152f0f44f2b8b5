import { adminAuditActions, languages } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '../../shared/i18n';

/**
 * Every audit action the server writes (the contract's list, which a server test keeps complete) and every family of
 * them has its words in the three languages: the audit log never shows a raw code such as `ledger.reconcile`.
 * Checked to fail: before this list had the ledger's, withdrawals' and members' own actions, `ledger.reconcile` showed
 * raw on the page.
 */
describe('audit action labels', () => {
  for (const language of languages) {
    it(`names every action and family in ${language}`, () => {
      const audit = resources[language]?.audit as {
        actions: Record<string, string>;
        familyNames: Record<string, string>;
      };
      const missing = adminAuditActions.filter((a) => !audit.actions[a.replaceAll('.', '_')]);
      const families = [...new Set(adminAuditActions.map((a) => a.split('.')[0]!))];
      const missingFamilies = families.filter((f) => !audit.familyNames[f]);
      expect({ missing, missingFamilies }).toEqual({ missing: [], missingFamilies: [] });
    });
  }
});
