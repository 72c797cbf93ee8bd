export { defaultInboxPollMs, inboxJobId, MarketInbox, marketInboxName, type InboxOutcome, type MarketInboxOptions } from './market-inbox.ts';
export { ignored as ignoredInInbox, listInbox, settled, type InboxFile } from './inbox-files.ts';
