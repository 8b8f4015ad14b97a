/** The chat panel's element (a popover opened by the chat button) and its title, which names it. */
export const CHAT_PANEL_ID = "chat-panel";
export const CHAT_TITLE_ID = "chat-title";
