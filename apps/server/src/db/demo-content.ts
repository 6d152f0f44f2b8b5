import type { LocalizedJson } from './schema';

export interface DemoHelpTopic {
  tag: string;
  title: LocalizedJson;
  content: LocalizedJson;
}

export interface DemoAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: LocalizedJson;
  content: LocalizedJson;
  imageUrl?: string;
  linkUrl?: string;
}

/** Help-centre topics of the demo brand, in the three languages. */
export function demoHelpTopics(): DemoHelpTopic[] {
  return [];
}

/** Banners and notices of the demo brand, in the three languages. */
export function demoAnnouncements(): DemoAnnouncement[] {
  return [];
}
