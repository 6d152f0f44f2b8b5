// The support-chat module's entry (ADR 065): what other modules may call.
export { unreadChatReplies } from './unread';
export { chatsWaiting } from './waiting-chats';
