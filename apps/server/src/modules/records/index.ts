// The account record's words: what each ledger entry was for, named from the games and lotteries it paid for.
export { describeEntries } from './entry-descriptions';
